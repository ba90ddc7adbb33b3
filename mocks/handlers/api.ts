/** Every HTTP call of the mock API, as one route table (the WebSocket channel is apart). */
import type { MockRoute } from './http';
import { authHandlers } from './auth';
import { registrationHandlers } from './registration';
import { userHandlers } from './users';
import { messageHandlers } from './messages';
import { orgStudentHandlers } from './org-students';
import { orgStudentImportHandlers } from './org-student-import';
import { orgStudentBatchHandlers } from './org-student-batch';
import { teamHandlers } from './teams';
import { employeeHandlers } from './employees';
import { projectHandlers } from './projects';
import { notificationHandlers } from './notifications';
import { systemHandlers } from './system';
import { homeHandlers } from './home';
import { homeCommentPostHandlers } from './home-comment-post';
import { profileHandlers } from './profile';
import { datacenterHandlers } from './datacenter';
import { campusDataHandlers } from './campus-data';
import { notificationCentreHandlers } from './notification-centre';
import { exportHandlers } from './export';
import { teamStudentHandlers } from './team-students';
import { teamCourseHandlers } from './team-courses';
import { courseHandlers } from './courses';
import { courseMediaHandlers } from './course-media';
import { courseProjectHandlers } from './course-projects';
import { studioHandlers } from './studios';
import { studioWorkHandlers } from './studio-works';
import { studioMemberHandlers } from './studio-members';
import { teachPlanHandlers } from './teach-plans';
import { softwareHandlers } from './software';
import { authorizeHandlers } from './authorize';
import { studentSettingsHandlers } from './student-settings';
import { teacherSettingsHandlers } from './teacher-settings';
import { activityLogHandlers } from './activity-log';
import { teamProgressHandlers } from './team-progress';

export const apiRoutes: readonly MockRoute[] = [
  ...systemHandlers,
  ...authHandlers,
  ...registrationHandlers,
  ...userHandlers,
  ...messageHandlers,
  ...orgStudentHandlers,
  ...orgStudentImportHandlers,
  ...orgStudentBatchHandlers,
  ...teamHandlers,
  ...employeeHandlers,
  ...projectHandlers,
  ...notificationHandlers,
  ...homeHandlers,
  ...homeCommentPostHandlers,
  ...profileHandlers,
  ...datacenterHandlers,
  ...campusDataHandlers,
  ...notificationCentreHandlers,
  ...exportHandlers,
  ...teamStudentHandlers,
  ...teamCourseHandlers,
  ...courseHandlers,
  ...courseMediaHandlers,
  ...courseProjectHandlers,
  ...studioHandlers,
  ...activityLogHandlers,
  ...teamProgressHandlers,
  ...studioWorkHandlers,
  ...studioMemberHandlers,
  ...teachPlanHandlers,
  ...softwareHandlers,
  ...authorizeHandlers,
  ...studentSettingsHandlers,
  ...teacherSettingsHandlers,
];
