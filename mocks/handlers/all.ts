/** Every call of the mock API, in one list for the browser worker and the Node server. */
import { apiHandler } from './http';
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
import { sessionChannelHandlers } from './session-channel';
import { homeHandlers } from './home';
import { profileHandlers } from './profile';
import { datacenterHandlers } from './datacenter';
import { notificationCentreHandlers } from './notification-centre';

export const handlers = [
  apiHandler([
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
  ]),
  ...sessionChannelHandlers,
];
