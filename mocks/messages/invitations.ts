/** Campus invitations in the notification centre (spec 001 §4, §8). */
import { defineMessages } from './define';

export const invitationMessages = defineMessages('invitations', {
  expired: { en: 'This information has expired', zh: '该信息已过期' },
  agreed: { en: 'You have agreed to join this campus', zh: '你已同意加入该校区' },
  refused: { en: 'You have refused to join this campus', zh: '你已拒绝加入该校区' },
  joined: { en: 'You have joined the campus', zh: '你已加入该校区' },
  // stored in the note the inviting campus's managers receive, and read in each reader's language
  acceptedNote: { en: 'Accepted the invitation to join the campus', zh: '接受了加入校区的邀请' },
  refusedNote: { en: 'Refused the invitation to join the campus', zh: '拒绝了加入校区的邀请' },
});
