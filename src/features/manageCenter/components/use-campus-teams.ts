/** Every team of the campus, for the centre's team pickers (spec 002 §7: fetch-all with from_type). */
import { FETCH_ALL_PAGE_SIZE } from '@/api/employees';
import { FROM_MANAGE_CENTRE, useTeams } from '@/api/teams';

export function useCampusTeams() {
  const teams = useTeams({ page: 1, page_size: FETCH_ALL_PAGE_SIZE, from_type: FROM_MANAGE_CENTRE });
  return { teams: teams.data?.results ?? [], loading: teams.isPending };
}
