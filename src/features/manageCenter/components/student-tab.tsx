/**
 * The campus student tab (spec 002 §2.8, §4.8): search by name, username or team, the status
 * filter, the new-student and import buttons (disabled when the student quota is used up or the
 * service is not running, with the tooltip), the table and its dialogs, and the selection's
 * actions (StudentBatchBar). Page, search, status and sort order live in the address; the
 * selection lives on the page, across pages and searches.
 */
import { Suspense, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Select } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useOrgQuota } from '@/api/org-quota';
import { downloadExcel } from '@/api/export';
import { getAllOrgStudents, orgStudentsQueryOptions, useOrgStudents, type OrgStudentOrder } from '@/api/org-students';
import { useAppNotices } from '@/lib/app-notices';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { readChoice, readListState, writeChoice, writeListState } from '@/lib/list-params';
import { CAMPUS_BATCH_MAX, hasStudentQuotaLeft } from '@/lib/validators/students';
import { ORG_STUDENT_STATUS_FILTERS, type OrgStudent, type OrgStudentStatusFilter } from '@/types/manage';
import { Guarded } from '@/components/guarded';
import { studentListExport } from '../utils/student-export';
import { ListSearch } from './list-search';
import { StudentBatchBar } from './student-batch-bar';
import { StudentTable, type StudentAction } from './student-table';
import { useCentre } from './use-centre';
import { useStudentActions } from './use-student-actions';

// The dialogs load when one is opened: the table comes first.
const ImportDialog = preloadable(() => import('./import-dialog'));
const StudentFormModal = preloadable(() => import('./student-form-modal').then((m) => ({ default: m.StudentFormModal })));
const ChangeKeyModal = preloadable(() => import('./change-key-modal').then((m) => ({ default: m.ChangeKeyModal })));
const ChangePasswordModal = preloadable(() => import('./change-password-modal').then((m) => ({ default: m.ChangePasswordModal })));

const ORDERS: readonly (OrgStudentOrder | '')[] = ['name', '-name', 'created_at', '-created_at', ''];

type Dialog = { kind: 'new' } | { kind: 'edit' | 'key' | 'password'; student: OrgStudent } | { kind: 'import' } | null;

export function StudentTab() {
  const t = useT();
  const { serviceBlock, blockText } = useCentre();
  const quota = useOrgQuota();
  const [params, setParams] = useSearchParams();
  const { page, search } = readListState(params);
  const order = readChoice(params, 'order', ORDERS, '');
  const role = readChoice<OrgStudentStatusFilter>(params, 'status', ORG_STUDENT_STATUS_FILTERS, 'all');
  const list = useOrgStudents({ page, search, order_str: order, role });
  const queryClient = useQueryClient();
  const [secretsShown, setSecretsShown] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = useStudentActions();
  const { message } = useAppNotices();
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [selectingAll, setSelectingAll] = useState(false);

  /** Selects every student the search and the filter find (one call takes them all). */
  const selectAll = async () => {
    setSelectingAll(true);
    try {
      const all = await getAllOrgStudents({ search, order_str: order, role });
      setSelected((ids) => [...new Set([...ids, ...all.results.map((s) => s.id)])]);
    } catch {
      message.error(t('manageCenter.operationFailed'));
    } finally {
      setSelectingAll(false);
    }
  };

  /** Every student the search and the filter find, as a workbook the server writes. */
  const exportList = async () => {
    setExporting(true);
    try {
      const all = await getAllOrgStudents({ search, order_str: order, role });
      await downloadExcel(studentListExport(all.results, t));
    } catch {
      message.error(t('manageCenter.operationFailed'));
    } finally {
      setExporting(false);
    }
  };

  const blocked = serviceBlock ? blockText(serviceBlock) : null;
  const quotaFull = quota.data !== undefined && !hasStudentQuotaLeft(quota.data.remaining_students);
  const createBlock = blocked ?? (quotaFull ? blockText('quota') : null);
  const firstPage = (next: URLSearchParams) => writeListState(next, { page: 1, search });

  const onAction = (action: StudentAction, student: OrgStudent) => {
    if (action === 'edit' || action === 'key' || action === 'password') setDialog({ kind: action, student });
    else if (action === 'delete') void actions.deleteStudent(student);
    else void actions.toggle(action, student);
  };

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError) body = <LoadError title={t('manageCenter.listFailed')} detail={list.error.message} onRetry={() => void list.refetch()} />;
  else if (list.data.count === 0)
    body = <EmptyState hint={search || role !== 'all' ? t('manageCenter.student.noMatch') : t('manageCenter.student.empty')} />;
  else
    body = (
      <StudentTable
        rows={list.data.results}
        total={list.data.count}
        page={page}
        order={order}
        loading={list.isFetching && list.isPlaceholderData}
        secretsShown={secretsShown}
        blocked={blocked}
        onToggleSecrets={() => setSecretsShown((shown) => !shown)}
        onPage={(next) => setParams(writeListState(params, { page: next, search }))}
        onOrder={(next) => setParams(writeChoice(firstPage(params), 'order', next, ''))}
        onAction={onAction}
        selected={selected}
        onSelect={setSelected}
      />
    );

  return (
    <>
      <div className="mc-actions">
        <div className="mc-toolbar">
          <ListSearch label={t('manageCenter.student.search')} prefetch={(next) => void queryClient.prefetchQuery(orgStudentsQueryOptions({ page: 1, search: next, order_str: order, role }))} />
          <Select<OrgStudentStatusFilter>
            value={role}
            aria-label={t('manageCenter.student.statusFilter')}
            prefix={<span aria-hidden>{t('manageCenter.student.statusFilter')}:</span>}
            onChange={(value) => setParams(writeChoice(firstPage(params), 'status', value, 'all'))}
            options={ORG_STUDENT_STATUS_FILTERS.map((value) => ({ value, label: t(`manageCenter.student.filter.${value}`) }))}
            style={{ width: 220 }}
          />
        </div>
        <div className="mc-toolbar">
          <Guarded reason={createBlock}>
            {(state) => (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} {...state} onClick={() => setDialog({ kind: 'new' })}>
                {t('manageCenter.student.new')}
              </Button>
            )}
          </Guarded>
          <Guarded reason={createBlock}>
            {(state) => (
              <Button icon={<UploadOutlined aria-hidden />} {...state} onClick={() => setDialog({ kind: 'import' })}>
                {t('manageCenter.student.import')}
              </Button>
            )}
          </Guarded>
          <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} disabled={!list.data?.count} onClick={() => void exportList()}>
            {t('manageCenter.student.export.button')}
          </Button>
        </div>
      </div>
      <div className="mc-body">
        {selected.length > 0 ? (
          <StudentBatchBar
            ids={selected}
            found={list.data?.count ?? 0}
            canSelectAll={(list.data?.count ?? 0) <= CAMPUS_BATCH_MAX}
            selectingAll={selectingAll}
            blocked={blocked}
            onSelectAll={() => void selectAll()}
            onClear={() => setSelected([])}
            onDeleted={(gone) => setSelected((ids) => ids.filter((id) => !gone.includes(id)))}
          />
        ) : null}
        {body}
      </div>
      <Suspense fallback={null}>
        {dialog?.kind === 'new' && <StudentFormModal onClose={() => setDialog(null)} />}
        {dialog?.kind === 'edit' && <StudentFormModal editing={dialog.student} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'key' && <ChangeKeyModal student={dialog.student} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'password' && <ChangePasswordModal student={dialog.student} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
