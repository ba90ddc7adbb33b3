/** Every HTTP call of the mock API, as one route table (the WebSocket channel is apart). */
import type { MockRoute } from './http';
import { authHandlers } from './auth';
import { registrationHandlers } from './registration';
import { userHandlers } from './users';
import { messageHandlers } from './messages';
import { orgStudentHandlers } from './org-students';
import { teamHandlers } from './teams';
import { employeeHandlers } from './employees';
import { projectHandlers } from './projects';
import { notificationHandlers } from './notifications';
import { systemHandlers } from './system';
import { homeHandlers } from './home';
import { profileHandlers } from './profile';
import { datacenterHandlers } from './datacenter';
import { notificationCentreHandlers } from './notification-centre';
import { exportHandlers } from './export';
import { teamStudentHandlers } from './team-students';
import { teamCourseHandlers } from './team-courses';
import { studioHandlers } from './studios';
import { studioWorkHandlers } from './studio-works';
import { studioMemberHandlers } from './studio-members';

export const apiRoutes: readonly MockRoute[] = [
  ...systemHandlers,
  ...authHandlers,
  ...registrationHandlers,
  ...userHandlers,
  ...messageHandlers,
  ...orgStudentHandlers,
  ...teamHandlers,
  ...employeeHandlers,
  ...projectHandlers,
  ...notificationHandlers,
  ...homeHandlers,
  ...profileHandlers,
  ...datacenterHandlers,
  ...notificationCentreHandlers,
  ...exportHandlers,
  ...teamStudentHandlers,
  ...teamCourseHandlers,
  ...studioHandlers,
  ...studioWorkHandlers,
  ...studioMemberHandlers,
];
