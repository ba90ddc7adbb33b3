import type { validationZhCN } from './validation.zh-CN';

/** English wording of the specs where they give it; translations of the Chinese elsewhere. */
export const validationEnUS: Record<keyof typeof validationZhCN, string> = {
  // 000 · registration, password reset, sign-in
  'validation.username.required': 'Please enter a username',
  'validation.username.pattern': 'Username only supports digits, English letters, underscore',
  'validation.username.max': 'Username can be at most {max, plural, one {# character} other {# characters}}',
  'validation.username.allDigits': 'Username cannot be all digits',
  'validation.username.reserved': 'This is an official reserved word, please choose another username',
  'validation.password.required': 'Please enter a password',
  'validation.password.length': 'Enter a {min}-{max} character password supporting only digits, English and underscore',
  'validation.password.pattern': 'Enter a {min}-{max} character password supporting only digits, English and underscore',
  'validation.password.mismatch': 'The two passwords differ',
  'validation.invitationCode.required': 'Please enter the invitation code',
  'validation.invitationCode.max': 'Invitation code can be at most {max, plural, one {# character} other {# characters}}',
  'validation.phone.required': 'Please enter a phone number',
  'validation.phone.pattern': 'Enter a correct phone number',
  'validation.phone.prefix': 'Only the country prefix +{prefix} is supported',
  'validation.captcha.required': 'Please enter captcha',
  'validation.captcha.incorrect': 'Please enter the correct captcha',
  'validation.captcha.resendIn': '{n}s before resend',
  'validation.agreement.required': 'Please read and agree to the user agreement and privacy policy',
  'validation.login.account.required': 'Please enter username/phone number',
  'validation.teamCode.required': 'Please enter the team code',
  'validation.teamCode.pattern': 'Please enter the {length} capital-letter team code',
  'validation.teamLogin.name.required': 'Please choose your name',
  'validation.teamLogin.card.required': 'Please choose your card',
  'validation.rename.pattern': 'Enter 1 to {max, plural, one {# character} other {# characters}} of Chinese, letters, digits or underscore',
  'validation.slider.misaligned': 'Not fully aligned, please retry',

  // 000 · feedback
  'validation.feedback.type.required': 'Please choose a feedback type',
  'validation.feedback.subject.required': 'Please enter a subject',
  'validation.feedback.subject.max': 'Subject can be at most {max, plural, one {# character} other {# characters}}',
  'validation.feedback.content.required': 'Please enter the content',
  'validation.feedback.content.max': 'Content can be at most {max, plural, one {# character} other {# characters}}',
  'validation.feedback.contact.email': 'Email format incorrect',
  'validation.feedback.image.type': 'Only jpg, jpeg, png or bmp images are supported',
  'validation.feedback.image.size': 'File too large, a single file cannot exceed 5M',
  'validation.feedback.image.count': 'Only {max, plural, one {# image} other {# images}} can be uploaded',

  // 000 · profile editor; 001/002 · cover upload
  'validation.image.uploadFailed': 'Upload cover failed',
  'validation.image.tooLarge': 'Image file too large',
  'validation.nickname.max': 'Nickname can be at most {max, plural, one {# character} other {# characters}}',
  'validation.nickname.pattern': 'Nickname supports Chinese, English upper/lowercase, underscore, digits',
  'validation.nickname.restricted': 'Restricted words used, please try another nickname',
  'validation.profile.description.max': 'Description can be at most {max, plural, one {# character} other {# characters}}',

  // 001/002 · portfolios and collections
  'validation.portfolio.name.required': 'Please enter portfolio name',
  'validation.portfolio.name.max': 'Portfolio name can be at most {max, plural, one {# character} other {# characters}}',
  'validation.portfolio.description.max': 'Description can be at most {max, plural, one {# character} other {# characters}}',
  'validation.portfolio.cover.required': 'Please upload a cover',
  'validation.portfolio.team.required': 'Please select a team',
  'validation.invite.username.required': 'Please enter a username',

  // 001 · course feedback and rating
  'validation.courseFeedback.item.required': 'Please choose a feedback item',
  'validation.courseFeedback.content.max': 'Description can be at most {max, plural, one {# character} other {# characters}}',
  'validation.courseFeedback.attachment.count': 'At most {max, plural, one {# file} other {# files}} can be uploaded',
  'validation.courseFeedback.attachment.size': '{file} exceeds 5M!',
  'validation.courseFeedback.attachment.type':
    '{file}: unsupported format, only jpg, jpeg, png, pdf, doc, docx, zip, rar are supported',
  'validation.rating.incomplete': 'Please give all five ratings',
  'validation.rating.range': 'Ratings go from half a star to {max, plural, one {# star} other {# stars}}',
  'validation.rating.comment.max': 'Comment can be at most {max, plural, one {# character} other {# characters}}',

  // 001 · teaching aids, teaching plans
  'validation.aid.positiveInteger': 'Please enter a positive integer',
  'validation.teachPlan.duplicate': 'Cannot upload duplicate file',
  'validation.teachPlan.type': 'Supports formats .xlsx .docx .pdf',
  'validation.teachPlan.size': 'A single file cannot exceed 5M',
  'validation.teachPlan.limit': 'At most {max, plural, one {# teaching plan} other {# teaching plans}} can be enabled',
  'validation.teachPlan.sort': 'Unknown order of the plan list',
  'validation.offline': 'Operation failed, please try again later',
  // Names and uploaded files' names (issue 25)
  'validation.text.invisible': 'Names cannot contain line breaks, control characters or invisible characters',
  'validation.fileName.tooLong': 'The file name can be at most {max, plural, one {# character} other {# characters}}',
  'validation.fileName.invisible': 'The file name cannot contain control characters or invisible characters',

  // 001 · student account settings, authorize login
  'validation.settingsPassword.rule':
    'Please enter {min}-{max, plural, one {# character} other {# characters}}, only digits, English letters, underscore supported',
  'validation.settingsPassword.mismatch': 'Passwords do not match',
  'validation.settingsPassword.oldRequired': 'Please enter the old password',
  'validation.authorize.password.required': 'Please enter the correct password',
  'validation.authorize.phone': 'Please enter the correct phone number',
  'validation.authorize.account.notFound': 'This account does not exist',

  // 002 · teams and students
  'validation.team.name.required': 'Please enter team name',
  'validation.team.name.max': 'Team name can be at most {max, plural, one {# character} other {# characters}}',
  'validation.team.name.comma': 'Team name cannot contain a comma',
  'validation.team.description.max': 'Team intro can be at most {max, plural, one {# character} other {# characters}}',
  'validation.team.hasStudents': 'Only teams without students can be deleted',
  'validation.student.name.required': 'Please enter student name',
  'validation.student.name.max': 'Student name can be at most {max, plural, one {# character} other {# characters}}',
  'validation.student.name.pattern': 'Please enter Chinese, English, digits or underscore',
  'validation.student.secretType.required': 'Please choose a secret type',
  'validation.student.team.required': 'Please select a team',
  'validation.bulk.empty': 'Please enter at least one student name',
  'validation.bulk.max': 'At most {max, plural, one {# student} other {# students}} per batch',
  'validation.bulk.quota': 'Student creation count exceeded',
  'validation.campusStudent.username.required': 'Please enter student username',
  'validation.teachers.required': 'Please select teaching teacher',
  'validation.teachers.max': 'At most {max, plural, one {# teaching teacher} other {# teaching teachers}} can be chosen',

  // 002 · management centre: teachers, quotas, import
  'validation.teacher.name.required': 'Please enter teacher name',
  'validation.teacher.name.max': 'Teacher name can be at most {max, plural, one {# character} other {# characters}}',
  'validation.teacher.name.pattern': 'Only Chinese, letters, digits and underscore are supported',
  'validation.teacher.phone.isTeacher': "This phone's account is already a teacher of the current campus",
  'validation.teacher.phone.isStaff': 'This phone belongs to campus staff, choose from the menu above',
  'validation.employee.required': 'Please select a staff member',
  'validation.quotaMode.required': 'Please choose a quota mode',
  'validation.quota.required': 'Please enter a quota',
  'validation.quota.integer': 'Please enter a whole number',
  'validation.quota.range': 'Allowable range {min} to {max}',
  'validation.quota.insufficient': 'Campus quota insufficient, choose sharing',
  'validation.import.type': 'Only .xlsx files can be imported',
  'validation.import.empty': 'The file is empty',
  'validation.import.tooLarge': 'The file is larger than {max} MB',

  // 002 · data analysis
  'validation.analytics.date': 'Dates must be YYYYMMDD',
  'validation.analytics.order': 'The end date cannot be before the start date',
  'validation.analytics.span': 'A period can cover at most {max, plural, one {# day} other {# days}}',
};
