/** The home page's create-project button: the shared one, small (spec 000 §4). */
import { CreateProjectButton } from '@/components/create-project-button';
import type { User } from '@/types/user';

export { openCreationPlatform } from '@/components/create-project-button';

export function HomeCreateProject({ viewer }: { viewer: Pick<User, 'user_type' | 'organization_data'> }) {
  return <CreateProjectButton viewer={viewer} size="small" />;
}
