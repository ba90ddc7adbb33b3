/**
 * The teacher tab (spec 002 §2.8, §4.7): search by name, username or phone, the add-teacher
 * button (disabled at max_staff or while the service is not running, with the tooltip), the
 * table, and its wizards and actions. Page, search and sort order live in the address.
 */
import { Suspense, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { employeesQueryOptions, useEmployees, type EmployeeOrder } from '@/api/employees';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { readChoice, readListState, writeChoice, writeListState } from '@/lib/list-params';
import type { Employee } from '@/types/manage';
import { canAddTeacher, canDeleteEmployee } from '../utils/permissions';
import { EmployeeTable } from './employee-table';
import { ListSearch } from './list-search';
import { useCentre } from './use-centre';
import { useEmployeeActions } from './use-employee-actions';
import { Guarded } from '@/components/guarded';

// The wizards load when one is opened (or the pointer nears the add button): the table comes first.
const loadWizard = () => import('./teacher-wizard/teacher-wizard');
const TeacherWizard = preloadable(() => loadWizard().then((m) => ({ default: m.TeacherWizard })));

const ORDERS: readonly (EmployeeOrder | '')[] = ['user__name', '-user__name', 'created_at', '-created_at', ''];

type Wizard = { kind: 'add' } | { kind: 'modify'; employee: Employee } | null;

export function EmployeeTab() {
  const t = useT();
  const { user, org, serviceBlock, blockText } = useCentre();
  const [params, setParams] = useSearchParams();
  const { page, search } = readListState(params);
  const order = readChoice(params, 'order', ORDERS, '');
  const list = useEmployees({ page, search, order_str: order });
  const queryClient = useQueryClient();
  const [wizard, setWizard] = useState<Wizard>(null);
  const actions = useEmployeeActions();

  const addBlock = serviceBlock ?? (org && !canAddTeacher(org) ? 'staff' : null);
  const blocked = serviceBlock ? blockText(serviceBlock) : null;

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <LoadError title={t('manageCenter.listFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0)
    body = <EmptyState hint={search ? t('manageCenter.employee.noMatch', { search }) : t('manageCenter.employee.empty')} />;
  else
    body = (
      <EmployeeTable
        rows={list.data.results}
        total={list.data.count}
        page={page}
        order={order}
        loading={list.isFetching && list.isPlaceholderData}
        viewer={user}
        actions={{
          blocked,
          deleteBlocked: (e) => (user && !canDeleteEmployee(user, e) ? blockText('self') : null),
          onModify: (employee) => setWizard({ kind: 'modify', employee }),
          onReset: (employee) => void actions.resetPassword(employee),
          onDelete: (employee) => void actions.deleteEmployee(employee),
        }}
        onPage={(next) => setParams(writeListState(params, { page: next, search }))}
        onOrder={(next) => setParams(writeChoice(writeListState(params, { page: 1, search }), 'order', next, ''))}
      />
    );

  return (
    <>
      <div className="mc-actions">
        <ListSearch label={t('manageCenter.employee.search')} prefetch={(next) => void queryClient.prefetchQuery(employeesQueryOptions({ page: 1, search: next, order_str: order }))} />
        <Guarded reason={addBlock ? blockText(addBlock) : null}>
          {(state) => (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              {...state}
              onPointerEnter={() => void loadWizard()}
              onFocus={() => void loadWizard()}
              onClick={() => setWizard({ kind: 'add' })}
            >
              {t('manageCenter.employee.add')}
            </Button>
          )}
        </Guarded>
      </div>
      <div className="mc-body">{body}</div>
      {wizard && (
        <Suspense fallback={null}>
          <TeacherWizard editing={wizard.kind === 'modify' ? wizard.employee : undefined} onClose={() => setWizard(null)} />
        </Suspense>
      )}
    </>
  );
}
