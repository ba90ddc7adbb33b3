/**
 * A team's course bags (spec 002 §2.5, §6): shown when the campus allows bags; only a manager
 * adds or removes them.
 */
import { useState } from 'react';
import { Button, List, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { useAddTeamCourses, useOfferedBags, useRemoveTeamCourses, useTeamBags } from '../api/team-courses';
import { failureText } from '../utils/failure';
import { AddCoursesDialog } from './add-courses-dialog';
import { paths } from '@/lib/paths';

export function TeamBags({ code, canAssign }: { code: string; canAssign: boolean }) {
  const t = useT();
  const { message } = useAppNotices();
  const bags = useTeamBags(code, true);
  const [adding, setAdding] = useState(false);
  const offered = useOfferedBags(code, adding);
  const add = useAddTeamCourses(code);
  const remove = useRemoveTeamCourses(code);

  return (
    <section className="team-bags" aria-labelledby="team-bags-title">
      <Space className="team-section-head">
        <Typography.Title level={2} id="team-bags-title" className="team-section-title">
          {t('team.bags.title')}
        </Typography.Title>
        {canAssign ? <Button onClick={() => setAdding(true)}>{t('team.bags.add')}</Button> : null}
      </Space>
      <List
        loading={bags.isPending}
        locale={{ emptyText: t('team.bags.empty') }}
        dataSource={bags.data?.results ?? []}
        renderItem={(bag) => (
          <List.Item
            actions={
              canAssign
                ? [
                    <Button
                      key="remove"
                      type="link"
                      danger
                      className="team-danger-link"
                      size="small"
                      aria-label={`${t('team.courses.remove')}: ${bag.title}`}
                      onClick={() =>
                        remove.mutate({ course_bag_id_list: [bag.id] }, { onSuccess: () => message.success(t('team.courses.removed')), onError: (error) => message.success(failureText(error, t, 'team.courses.removeFailed')) })
                      }
                    >
                      {t('team.courses.remove')}
                    </Button>,
                  ]
                : []
            }
          >
            <span>
              <Link to={paths.courseBag.href(bag.id)}>{bag.title}</Link>
              <span className="team-muted"> · {t('team.bags.courseCount', { count: bag.course_count })}</span>
            </span>
          </List.Item>
        )}
      />
      {adding ? (
        <AddCoursesDialog
          title={t('team.bags.add')}
          options={offered.data?.results}
          loading={offered.isPending}
          saving={add.isPending}
          onClose={() => setAdding(false)}
          onAdd={(ids) =>
            add.mutate({ course_bag_id_list: ids }, {
              onSuccess: () => {
                message.success(t('team.courses.added'));
                setAdding(false);
              },
              onError: (error) => message.error(failureText(error, t, 'team.courses.addFailed')),
            })
          }
        />
      ) : null}
    </section>
  );
}
