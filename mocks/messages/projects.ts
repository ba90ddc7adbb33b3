/** Personal projects: publishing, withdrawing, deleting (spec 002 §2.2, §4.1). */
import { defineMessages } from './define';

export const projectMessages = defineMessages('projects', {
  noProject: { en: 'Project not found', zh: '项目不存在' },
  notOwner: { en: 'Only the author may change this project', zh: '只有作者可以修改这个项目' },
});
