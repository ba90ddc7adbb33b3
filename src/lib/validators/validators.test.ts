import { validationZhCN } from '../i18n/validation.zh-CN';
import { validationEnUS } from '../i18n/validation.en-US';
import { canSendCaptcha, checkAgreement, checkCaptchaCode, checkInvitationCode, checkOldPassword, checkPassword, checkPasswordConfirm, checkPhone, checkPhonePrefix, checkRename, checkSettingsPassword, checkSettingsPasswordConfirm, checkUsername, checkUsernameReset, checkTeacherInvitationCode, isGeneratedUsername, normaliseInvitationCode } from './accounts';
import { formatMessage, checkOnline, type Check } from './check';
import { COURSE_FEEDBACK_ATTACHMENT_MAX_BYTES, aidQuantity, canSubmitCourseFeedback, canSubmitRating, capCourseFeedbackAttachments, checkAidCount, checkCourseFeedbackAttachment, checkCourseFeedbackAttachments, checkCourseFeedbackContent, checkCourseFeedbackItem, checkCourseRating, checkRatingComment, checkCourseFeedbackAttachmentContent, clampGroupSize, parseAidCount } from './courses';
import { analyticsDayNumber, checkAnalyticsDate, checkAnalyticsRange } from './dates';
import { FEEDBACK_IMAGE_MAX_BYTES, canSubmitFeedback, checkFeedbackContact, checkFeedbackContent, checkFeedbackImage, checkFeedbackImages, checkFeedbackSubject, checkFeedbackType, checkFeedbackImageBytes } from './feedback';
import { AVATAR_MAX_BYTES, COVER_MAX_BYTES, checkAvatarFile, checkCoverFile, checkUploadFileName, checkImageBytes, FILE_NAME_MAX, fileExtension } from './files';
import { checkStudentName, checkTeacherName, normalisePersonName } from './names';
import { PORTFOLIO_NAME_MAX, canInvite, canSavePortfolio, checkInviteUsername, checkOwnCollectionDescription, checkOwnCollectionTitle, checkPortfolioCover, checkPortfolioDescription, checkPortfolioName, checkPortfolioTeam, checkRegionalPortfolioDescription, checkRegionalPortfolioTitle, normaliseInviteUsername } from './portfolios';
import { canSaveProfile, checkNickname, checkProfileDescription } from './profile';
import { checkAuthorizeAccount, checkAuthorizeCaptcha, checkAuthorizePassword, checkAuthorizePhone, checkLoginAccount, checkLoginPassword, checkSliderFraction, checkTeamCode, checkTeamLoginCard, checkTeamLoginName, mapAuthorizeServerError, normaliseTeamCode, sliderFraction } from './sign-in';
import { hasStudentQuotaLeft, checkCampusStudentUsername, checkImportFile, orgStudentStatus, checkStudentPassword, checkStudentTeam, checkImportContent } from './students';
import { TEACH_PLAN_MAX_BYTES, canSelectTeachPlan, checkPlanSort, checkTeachPlanContent, checkTeachPlanFile, checkTeachPlanLimit, PLAN_SORTS, teachPlanContentKind } from './teach-plans';
import { canAddTeacher, checkDedicatedQuota, checkEmployeeSelected, checkQuotaMode, checkTeacherPhone, checkTeacherPhoneType, quotaRange } from './teachers';
import { BULK_CREATE_MAX, canAdvanceTeamWizard, checkBulkCount, checkSecretType, checkTeachingTeachers, checkTeamDeletable, checkTeamDescription, checkTeamName, isTeamPickable, parseBulkNames } from './teams';
import { checkVisibleText, textLength, trimQuery } from './text';

/** The rules' source, every area file of this folder: the keys they write. */
const validatorsSource = Object.values(
  import.meta.glob<string>(['./*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true }),
).join('\n');

const MB = 1024 * 1024;
const key = (check: Check) => check?.key ?? null;
const file = (name: string, size = 1) => ({ name, size });
const chars = (n: number, c = 'a') => c.repeat(n);

describe('helpers', () => {
  it('counts characters as code points', () => {
    expect(textLength('教学😀')).toBe(3);
  });
  it.each([
    ['a.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['noext', ''],
    ['.png', 'png'],
  ])('fileExtension(%s) = %s', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
  it('trims search queries', () => {
    expect(trimQuery('  scratch  ')).toBe('scratch');
  });
  it.each([
    [true, null],
    [false, 'validation.offline'],
  ])('checkOnline(%s)', (online, expected) => {
    expect(key(checkOnline(online))).toBe(expected);
  });
});

describe('registration (spec 000)', () => {
  it.each([
    ['', 'validation.username.required'],
    ['   ', 'validation.username.required'],
    [chars(1), null],
    [chars(20), null],
    [chars(21), 'validation.username.max'],
    ['user_01', null],
    ['user-01', 'validation.username.pattern'],
    ['用户', 'validation.username.pattern'],
    ['a b', 'validation.username.pattern'],
  ])('username %j → %s', (value, expected) => {
    expect(key(checkUsername(value))).toBe(expected);
  });

  it('reports the username max as a param', () => {
    expect(checkUsername(chars(21))).toEqual({ key: 'validation.username.max', params: { max: 20 } });
  });

  it.each([
    ['', 'validation.password.required'],
    [chars(5), 'validation.password.length'],
    [chars(6), null],
    [chars(16), null],
    [chars(17), 'validation.password.length'],
    ['Abc_123', null],
    ['abc 123', 'validation.password.pattern'],
    ['abc-123', 'validation.password.pattern'],
    ['密码密码密码', 'validation.password.pattern'],
  ])('password %j → %s', (value, expected) => {
    expect(key(checkPassword(value))).toBe(expected);
  });

  it('puts the password range in params', () => {
    expect(checkPassword('abc')?.params).toEqual({ min: 6, max: 16 });
  });

  it.each([
    ['secret1', 'secret1', null],
    ['secret1', 'Secret1', 'validation.password.mismatch'],
    ['secret1', '', 'validation.password.mismatch'],
  ])('confirm %j vs %j → %s', (password, confirm, expected) => {
    expect(key(checkPasswordConfirm(password, confirm))).toBe(expected);
  });

  it('strips all whitespace from invitation codes', () => {
    expect(normaliseInvitationCode(' AB C\tD \n')).toBe('ABCD');
  });

  it.each([
    ['', 'validation.invitationCode.required'],
    ['   ', 'validation.invitationCode.required'],
    [chars(20, 'X'), null],
    [`  ${chars(10, 'X')} ${chars(10, 'X')}  `, null],
    [chars(21, 'X'), 'validation.invitationCode.max'],
  ])('invitation code %j → %s', (value, expected) => {
    expect(key(checkInvitationCode(value))).toBe(expected);
  });

  it.each([
    ['', 'validation.phone.required'],
    ['12345678901', 'validation.phone.pattern'],
    ['10000000000', 'validation.phone.pattern'],
    ['11000000000', 'validation.phone.pattern'],
    ['12000000000', 'validation.phone.pattern'],
    ['13800000001', null],
    ['19912345678', null],
    ['1380000000', 'validation.phone.pattern'],
    ['138000000011', 'validation.phone.pattern'],
    ['+8613800000001', 'validation.phone.pattern'],
    ['1380000000a', 'validation.phone.pattern'],
  ])('phone %j → %s', (value, expected) => {
    expect(key(checkPhone(value))).toBe(expected);
    expect(key(checkTeacherPhone(value))).toBe(expected);
  });

  it.each([
    ['86', null],
    ['+86', null],
    ['1', 'validation.phone.prefix'],
    ['852', 'validation.phone.prefix'],
  ])('phone prefix %j → %s', (prefix, expected) => {
    expect(key(checkPhonePrefix(prefix))).toBe(expected);
  });

  it.each([
    ['', 'validation.captcha.required'],
    [' ', 'validation.captcha.required'],
    ['1234', null],
  ])('captcha code %j → %s', (value, expected) => {
    expect(key(checkCaptchaCode(value))).toBe(expected);
  });

  it.each([
    [true, null],
    [false, 'validation.agreement.required'],
  ])('agreement %s → %s', (ticked, expected) => {
    expect(key(checkAgreement(ticked))).toBe(expected);
  });

  it.each([
    ['13800000001', 0, true],
    ['13800000001', 1, false],
    ['13800000001', 60, false],
    ['12345678901', 0, false],
  ])('canSendCaptcha(%j, %i) = %s', (phone, secondsLeft, expected) => {
    expect(canSendCaptcha(phone, secondsLeft)).toBe(expected);
  });
});

describe('sign-in (spec 000)', () => {
  it.each([
    ['', 'validation.login.account.required'],
    ['teacher01', null],
    ['13800000001', null],
  ])('account %j → %s', (value, expected) => {
    expect(key(checkLoginAccount(value))).toBe(expected);
  });

  it.each([
    ['', 'validation.password.required'],
    ['x', null],
  ])('login password %j → %s', (value, expected) => {
    expect(key(checkLoginPassword(value))).toBe(expected);
  });

  it.each([
    ['abcdef', 'ABCDEF'],
    ['ab-c d1ef', 'ABCDEF'],
    ['中文Ab', 'AB'],
  ])('normaliseTeamCode(%j) = %j', (raw, expected) => {
    expect(normaliseTeamCode(raw)).toBe(expected);
  });

  it.each([
    ['', 'validation.teamCode.required'],
    ['abcdef', null],
    ['ABCDEF', null],
    ['ABCDE', 'validation.teamCode.pattern'],
    ['ABCDEFG', 'validation.teamCode.pattern'],
    ['ABC1EF', 'validation.teamCode.pattern'],
  ])('team code %j → %s', (value, expected) => {
    expect(key(checkTeamCode(value))).toBe(expected);
  });

  it('accepts what the input keeps of any 6 letters typed', () => {
    expect(checkTeamCode(normaliseTeamCode('ab-cd-ef'))).toBeNull();
  });

  it.each([
    [null, 'validation.teamLogin.name.required'],
    ['', 'validation.teamLogin.name.required'],
    ['小明', null],
  ])('team login name %j → %s', (value, expected) => {
    expect(key(checkTeamLoginName(value))).toBe(expected);
  });

  it.each([
    [undefined, 'validation.teamLogin.card.required'],
    ['apple', null],
  ])('team login card %j → %s', (value, expected) => {
    expect(key(checkTeamLoginCard(value))).toBe(expected);
  });
});

describe('rename check and slider (spec 000)', () => {
  it.each([
    ['', 'validation.rename.pattern'],
    ['a', null],
    [chars(15), null],
    [chars(16), 'validation.rename.pattern'],
    [chars(15, '作'), null],
    ['作品_1a', null],
    ['作品 1', 'validation.rename.pattern'],
    ['作品!', 'validation.rename.pattern'],
  ])('rename %j → %s', (value, expected) => {
    expect(key(checkRename(value))).toBe(expected);
  });

  it.each([
    [0, 0],
    [125, 0.5],
    [200, 0.8],
    [201, 0.8],
    [250, 0.8],
    [-10, 0],
  ])('sliderFraction(%i) = %f', (px, fraction) => {
    expect(sliderFraction(px)).toBeCloseTo(fraction, 10);
  });

  it.each([
    [0, null],
    [0.8, null],
    [sliderFraction(200), null],
    [0.81, 'validation.slider.misaligned'],
    [-0.01, 'validation.slider.misaligned'],
    [Number.NaN, 'validation.slider.misaligned'],
    ['0.5', 'validation.slider.misaligned'],
  ])('server slider fraction %j → %s', (x, expected) => {
    expect(key(checkSliderFraction(x))).toBe(expected);
  });
});

describe('feedback (spec 000)', () => {
  it.each([
    ['suggestion', null],
    ['question', null],
    ['complain', null],
    ['', 'validation.feedback.type.required'],
    ['bug', 'validation.feedback.type.required'],
  ])('type %j → %s', (value, expected) => {
    expect(key(checkFeedbackType(value))).toBe(expected);
  });

  it.each([
    ['', 'validation.feedback.subject.required'],
    ['  ', 'validation.feedback.subject.required'],
    [chars(30), null],
    [chars(31), 'validation.feedback.subject.max'],
  ])('subject %j → %s', (value, expected) => {
    expect(key(checkFeedbackSubject(value))).toBe(expected);
  });

  it.each([
    ['', 'validation.feedback.content.required'],
    [chars(500), null],
    [chars(501), 'validation.feedback.content.max'],
  ])('content of length %# → %s', (value, expected) => {
    expect(key(checkFeedbackContent(value))).toBe(expected);
  });

  it.each([
    ['', null],
    [null, null],
    ['a@b.co', null],
    [' teacher@school.edu.cn ', null],
    ['ab.co', 'validation.feedback.contact.email'],
    ['a@b', 'validation.feedback.contact.email'],
    ['a b@c.d', 'validation.feedback.contact.email'],
  ])('contact %j → %s', (value, expected) => {
    expect(key(checkFeedbackContact(value))).toBe(expected);
  });

  it.each([
    [file('shot.jpg', FEEDBACK_IMAGE_MAX_BYTES), null],
    [file('shot.JPEG'), null],
    [file('shot.png'), null],
    [file('shot.Bmp'), null],
    [file('shot.jpg', FEEDBACK_IMAGE_MAX_BYTES + 1), 'validation.feedback.image.size'],
    [file('shot.gif'), 'validation.feedback.image.type'],
    [file('shot.pdf'), 'validation.feedback.image.type'],
  ])('image %j → %s', (f, expected) => {
    expect(key(checkFeedbackImage(f))).toBe(expected);
  });

  it('allows one image only', () => {
    expect(checkFeedbackImages([file('a.png')])).toBeNull();
    expect(key(checkFeedbackImages([file('a.png'), file('b.png')]))).toBe('validation.feedback.image.count');
  });

  it.each([
    [{ subject: 'Hi', content: 'Text' }, true],
    [{ subject: 'Hi', content: 'Text', image: file('a.png') }, true],
    [{ subject: '', content: 'Text' }, false],
    [{ subject: 'Hi', content: ' ' }, false],
    [{ subject: 'Hi', content: 'Text', image: file('a.png', 5 * MB + 1) }, false],
    [{ subject: 'Hi', content: 'Text', image: file('a.gif') }, false],
  ])('canSubmitFeedback(%j) = %s', (draft, expected) => {
    expect(canSubmitFeedback(draft)).toBe(expected);
  });
});

describe('profile editor and covers (specs 000, 001, 002)', () => {
  it.each([
    [file('me.jpg', AVATAR_MAX_BYTES), null],
    [file('me.PNG'), null],
    [file('me.JpEg'), null],
    [file('me.bmp'), null],
    [file('me.jpg', AVATAR_MAX_BYTES + 1), 'validation.image.tooLarge'],
    [file('me.gif'), 'validation.image.uploadFailed'],
    [file('mejpg'), 'validation.image.uploadFailed'],
  ])('avatar %j → %s', (f, expected) => {
    expect(key(checkAvatarFile(f))).toBe(expected);
  });

  it.each([
    [file('cover.png', COVER_MAX_BYTES), null],
    [file('cover.png', 1024 * 1024 + 1), 'validation.image.tooLarge'],
    [file('cover.webp'), 'validation.image.uploadFailed'],
  ])('cover %j → %s', (f, expected) => {
    expect(key(checkCoverFile(f))).toBe(expected);
  });

  it.each([
    ['', null],
    [null, null],
    ['王老师', null],
    ['Teacher_Wang1', null],
    [chars(20), null],
    [chars(21), 'validation.nickname.max'],
    ['nick name', 'validation.nickname.pattern'],
    ['王老师!', 'validation.nickname.pattern'],
    ['admin', 'validation.nickname.restricted'],
    ['ADMIN', 'validation.nickname.restricted'],
    ['SuperAdmin1', 'validation.nickname.restricted'],
    ['TeachingCloud', 'validation.nickname.restricted'],
    ['Teaching_Cloud', 'validation.nickname.restricted'],
    ['教学云小王', 'validation.nickname.restricted'],
    ['官方账号', 'validation.nickname.restricted'],
    ['管理员', 'validation.nickname.restricted'],
    ['Official', 'validation.nickname.restricted'],
  ])('nickname %j → %s', (value, expected) => {
    expect(key(checkNickname(value))).toBe(expected);
  });

  it.each([
    [chars(140), null],
    [chars(141), 'validation.profile.description.max'],
    [chars(140, '简'), null],
    ['', null],
  ])('profile description %# → %s', (value, expected) => {
    expect(key(checkProfileDescription(value))).toBe(expected);
  });

  it.each([
    [{ changed: false, nickname: '王' }, false],
    [{ changed: true, nickname: '王' }, true],
    [{ changed: true, nickname: 'admin' }, false],
    [{ changed: true, description: chars(141) }, false],
  ])('canSaveProfile(%j) = %s', (draft, expected) => {
    expect(canSaveProfile(draft)).toBe(expected);
  });
});

describe('portfolios and collections (specs 001, 002)', () => {
  it.each([
    [checkRegionalPortfolioTitle, 15],
    [checkOwnCollectionTitle, 24],
    [checkPortfolioName, PORTFOLIO_NAME_MAX],
  ])('title rule %# allows %i characters', (check, max) => {
    expect(check(chars(max))).toBeNull();
    expect(check(chars(max + 1))).toEqual({ key: 'validation.portfolio.name.max', params: { max } });
    expect(key(check(''))).toBe('validation.portfolio.name.required');
    expect(key(check('  '))).toBe('validation.portfolio.name.required');
  });

  it.each([
    [checkRegionalPortfolioDescription, 200],
    [checkOwnCollectionDescription, 100],
    [checkPortfolioDescription, 200],
  ])('description rule %# allows %i characters', (check, max) => {
    expect(check('')).toBeNull();
    expect(check(chars(max))).toBeNull();
    expect(check(chars(max + 1))).toEqual({ key: 'validation.portfolio.description.max', params: { max } });
  });

  it.each([
    ['', 'validation.portfolio.cover.required'],
    [null, 'validation.portfolio.cover.required'],
    ['/covers/1.png', null],
  ])('cover %j → %s', (cover, expected) => {
    expect(key(checkPortfolioCover(cover))).toBe(expected);
  });

  it.each([
    [null, false, 'validation.portfolio.team.required'],
    ['', false, 'validation.portfolio.team.required'],
    ['ABCDEF', false, null],
    [null, true, null],
  ])('team %j (regional %s) → %s', (team, regional, expected) => {
    expect(key(checkPortfolioTeam(team, regional))).toBe(expected);
  });

  it.each([
    [{ name: 'Works', team: 'ABCDEF', regional: false }, true],
    [{ name: 'Works', team: null, regional: false }, false],
    [{ name: 'Works', regional: true }, true],
    [{ name: '', regional: true }, false],
  ])('canSavePortfolio(%j) = %s', (draft, expected) => {
    expect(canSavePortfolio(draft)).toBe(expected);
  });

  it('trims the invited username and needs it non-empty', () => {
    expect(normaliseInviteUsername('  bob  ')).toBe('bob');
    expect(key(checkInviteUsername('   '))).toBe('validation.invite.username.required');
    expect(checkInviteUsername(' bob ')).toBeNull();
    expect(canInvite('')).toBe(false);
    expect(canInvite('bob')).toBe(true);
  });
});

describe('course feedback and rating (spec 001)', () => {
  it.each([
    [null, 'validation.courseFeedback.item.required'],
    [0, 'validation.courseFeedback.item.required'],
    [7, 'validation.courseFeedback.item.required'],
    [1, null],
    [6, null],
  ])('item %j → %s', (item, expected) => {
    expect(key(checkCourseFeedbackItem(item))).toBe(expected);
    expect(canSubmitCourseFeedback(item)).toBe(expected === null);
  });

  it.each([
    [chars(200), null],
    [chars(201), 'validation.courseFeedback.content.max'],
  ])('content %# → %s', (value, expected) => {
    expect(key(checkCourseFeedbackContent(value))).toBe(expected);
  });

  it.each([
    [file('a.jpg'), null],
    [file('a.JPEG'), null],
    [file('a.png'), null],
    [file('a.pdf'), null],
    [file('a.doc'), null],
    [file('a.DOCX'), null],
    [file('a.zip'), null],
    [file('a.rar'), null],
    [file('a.pdf', COURSE_FEEDBACK_ATTACHMENT_MAX_BYTES - 1), null],
    [file('a.pdf', COURSE_FEEDBACK_ATTACHMENT_MAX_BYTES), 'validation.courseFeedback.attachment.size'],
    [file('a.exe'), 'validation.courseFeedback.attachment.type'],
    [file('a.bmp'), 'validation.courseFeedback.attachment.type'],
  ])('attachment %j → %s', (f, expected) => {
    expect(key(checkCourseFeedbackAttachment(f))).toBe(expected);
  });

  it('names the file in the size message', () => {
    expect(checkCourseFeedbackAttachment(file('plan.pdf', 5 * MB))).toEqual({
      key: 'validation.courseFeedback.attachment.size',
      params: { file: 'plan.pdf' },
    });
    expect(validationZhCN['validation.courseFeedback.attachment.size']).toBe('{file} 文件超出5M!');
  });

  it('allows 5 attachments, not 6', () => {
    const five = Array.from({ length: 5 }, (_, i) => file(`${i}.png`));
    expect(checkCourseFeedbackAttachments(five)).toBeNull();
    expect(checkCourseFeedbackAttachments([...five, file('5.png')])).toEqual({
      key: 'validation.courseFeedback.attachment.count',
      params: { max: 5 },
    });
    expect(key(checkCourseFeedbackAttachments([file('a.exe')]))).toBe('validation.courseFeedback.attachment.type');
  });

  it('cuts extra picks to 5 with the warning', () => {
    expect(capCourseFeedbackAttachments([1, 2, 3, 4, 5])).toEqual({ files: [1, 2, 3, 4, 5], warning: null });
    const capped = capCourseFeedbackAttachments([1, 2, 3, 4, 5, 6, 7]);
    expect(capped.files).toEqual([1, 2, 3, 4, 5]);
    expect(key(capped.warning)).toBe('validation.courseFeedback.attachment.count');
    expect(validationZhCN['validation.courseFeedback.attachment.count'].replace('{max}', '5')).toBe(
      '最多可上传 5 个文件',
    );
  });

  const full = { simple: 5, vividness: 4.5, teaching_objective: 3, interest: 0.5, effective: 1 };
  it.each([
    [full, null],
    [{ ...full, simple: 0 }, 'validation.rating.incomplete'],
    [{ ...full, effective: null }, 'validation.rating.incomplete'],
    [{ simple: 5 }, 'validation.rating.incomplete'],
    [{ ...full, interest: 5.5 }, 'validation.rating.range'],
    [{ ...full, interest: 0.3 }, 'validation.rating.range'],
    [{ ...full, interest: -1 }, 'validation.rating.range'],
  ])('rating %j → %s', (scores, expected) => {
    expect(key(checkCourseRating(scores))).toBe(expected);
    expect(canSubmitRating(scores)).toBe(expected === null);
  });

  it.each([
    [chars(200), null],
    [chars(201), 'validation.rating.comment.max'],
  ])('rating comment %# → %s', (value, expected) => {
    expect(key(checkRatingComment(value))).toBe(expected);
  });
});

describe('teaching-aid calculator (spec 001)', () => {
  it.each([
    ['', null, null],
    [' ', null, null],
    ['1', null, 1],
    [' 12 ', null, 12],
    ['0', 'validation.aid.positiveInteger', null],
    ['-1', 'validation.aid.positiveInteger', null],
    ['1.5', 'validation.aid.positiveInteger', null],
    ['01', 'validation.aid.positiveInteger', null],
    ['abc', 'validation.aid.positiveInteger', null],
  ])('input %j → %s, parsed %j', (input, expected, parsed) => {
    expect(key(checkAidCount(input))).toBe(expected);
    expect(parseAidCount(input)).toBe(parsed);
  });

  it.each([
    [10, 4, 4],
    [4, 10, 4],
    [4, 4, 4],
    [5, null, 5],
    [null, 4, null],
  ])('clampGroupSize(%j, %j) = %j', (group, students, expected) => {
    expect(clampGroupSize(group, students)).toBe(expected);
  });

  it.each([
    [0 as const, 2, 10, 3, 8],
    [0 as const, 2, 9, 3, 6],
    [0 as const, 1, 4, 10, 1],
    [0 as const, 2, 10, null, null],
    [0 as const, 2, null, 3, null],
    [1 as const, 2, 10, 3, 20],
    [1 as const, 3, 10, null, 30],
    [1 as const, 3, null, 3, null],
  ])('calculate_way %i, number %i, students %j, group %j → %j', (way, number, students, group, expected) => {
    expect(aidQuantity({ calculate_way: way, number }, students, group)).toBe(expected);
  });
});

describe('teaching-plan upload (spec 001)', () => {
  it.each([
    [file('plan.docx'), [], null],
    [file('plan.PDF'), [], null],
    [file('plan.xlsx', TEACH_PLAN_MAX_BYTES), [], null],
    [file('plan.xlsx', TEACH_PLAN_MAX_BYTES + 1), [], 'validation.teachPlan.size'],
    [file('plan.doc'), [], 'validation.teachPlan.type'],
    [file('plan.xls'), [], 'validation.teachPlan.type'],
    [file('plan.docx'), ['plan.docx'], 'validation.teachPlan.duplicate'],
    [file('plan.exe'), ['plan.exe'], 'validation.teachPlan.duplicate'],
    [file('Plan.docx'), ['plan.docx'], null],
  ])('%j with existing %j → %s', (f, existing, expected) => {
    expect(key(checkTeachPlanFile(f, existing))).toBe(expected);
  });

  it('uses 5 MB = 5242880 bytes', () => {
    expect(TEACH_PLAN_MAX_BYTES).toBe(5 * MB);
  });

  it.each([
    [0, null],
    [49, null],
    [50, 'validation.teachPlan.limit'],
    [51, 'validation.teachPlan.limit'],
  ])('%i enabled plans → %s', (count, expected) => {
    expect(key(checkTeachPlanLimit(count))).toBe(expected);
    expect(canSelectTeachPlan(count)).toBe(expected === null);
  });
});

describe('teaching-plan content (spec 001 §5: a .doc named .pdf is not a pdf)', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
  const PK = [0x50, 0x4b, 0x03, 0x04];
  const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

  it.each([
    ['a pdf', bytes('%PDF-1.7\n...'), 'pdf'],
    ['a zip of neither', bytes(PK, '....images/cat.png...'), null],
    ['a zip that only names word/document.xml', bytes(PK, '....[Content_Types].xml....word/document.xml...'), null],
    ['an old .doc or .xls', bytes(OLE, '....'), null],
    ['almost a pdf', bytes('%PDF'), null],
    ['an empty file', bytes(), null],
    ['a text file', bytes('hello word/document.xml'), null],
  ])('%s is %s', async (_name, content, kind) => {
    expect(await teachPlanContentKind(content)).toBe(kind);
  });

  it('wants the content the extension names', async () => {
    const pdf = bytes('%PDF-1.4');
    expect(await checkTeachPlanContent('plan.pdf', pdf)).toBeNull();
    expect(await checkTeachPlanContent('Plan.PDF', pdf)).toBeNull();
    expect(key(await checkTeachPlanContent('plan.docx', pdf))).toBe('validation.teachPlan.type');
    expect(key(await checkTeachPlanContent('plan.pdf', bytes(OLE)))).toBe('validation.teachPlan.type');
    expect(key(await checkTeachPlanContent('plan.pdf', bytes('<html><script>alert(1)</script>')))).toBe('validation.teachPlan.type');
  });

  it.each<[string | null, string | null]>([
    ...PLAN_SORTS.map((s): [string, null] => [s, null]),
    ['size', 'validation.teachPlan.sort'],
    ['', 'validation.teachPlan.sort'],
    [null, 'validation.teachPlan.sort'],
  ])('plan_sort %j → %s', (value, expected) => {
    expect(key(checkPlanSort(value))).toBe(expected);
  });
});

describe('student settings and authorize (spec 001)', () => {
  it.each([
    ['', 'validation.settingsPassword.rule'],
    [chars(5), 'validation.settingsPassword.rule'],
    [chars(6), null],
    [chars(16), null],
    [chars(17), 'validation.settingsPassword.rule'],
    ['abc-def', 'validation.settingsPassword.rule'],
  ])('settings password %j → %s', (value, expected) => {
    expect(key(checkSettingsPassword(value))).toBe(expected);
  });

  it('needs a matching confirmation and, when changing, the old password', () => {
    expect(checkSettingsPasswordConfirm('abcdef', 'abcdef')).toBeNull();
    expect(key(checkSettingsPasswordConfirm('abcdef', 'abcdeg'))).toBe('validation.settingsPassword.mismatch');
    expect(key(checkOldPassword('', true))).toBe('validation.settingsPassword.oldRequired');
    expect(checkOldPassword('', false)).toBeNull();
    expect(checkOldPassword('old123', true)).toBeNull();
  });

  it.each([
    ['', 'validation.authorize.phone'],
    ['12345678901', 'validation.authorize.phone'],
    ['13800000001', null],
  ])('authorize phone %j → %s', (value, expected) => {
    expect(key(checkAuthorizePhone(value))).toBe(expected);
  });

  it('requires account, password and captcha with the authorize messages', () => {
    expect(key(checkAuthorizeAccount(''))).toBe('validation.login.account.required');
    expect(key(checkAuthorizePassword(''))).toBe('validation.authorize.password.required');
    expect(checkAuthorizePassword('x')).toBeNull();
    expect(key(checkAuthorizeCaptcha(''))).toBe('validation.captcha.required');
  });

  it.each([
    ['captcha incorrect', 'validation.captcha.incorrect'],
    ['Captcha incorrect', 'validation.captcha.incorrect'],
    ['phone not registered', 'validation.authorize.account.notFound'],
    ['验证码错误', 'validation.captcha.incorrect'],
    ['该手机号未注册', 'validation.authorize.account.notFound'],
    ['something else', null],
  ])('server error %j → %s', (message, expected) => {
    expect(key(mapAuthorizeServerError(message))).toBe(expected);
  });
});

describe('teams and students (spec 002)', () => {
  it.each([
    ['', 'validation.team.name.required'],
    [chars(15), null],
    [chars(15, '班'), null],
    [chars(16), 'validation.team.name.max'],
    ['Class,1', 'validation.team.name.comma'],
    ['Class，1', 'validation.team.name.comma'],
    ['Class 1', null],
  ])('team name %j → %s', (value, expected) => {
    expect(key(checkTeamName(value))).toBe(expected);
  });

  it.each([
    [chars(100), null],
    [chars(101), 'validation.team.description.max'],
  ])('team intro %# → %s', (value, expected) => {
    expect(key(checkTeamDescription(value))).toBe(expected);
  });

  it.each([
    [0, null],
    [1, 'validation.team.hasStudents'],
  ])('team with %i students deletable → %s', (count, expected) => {
    expect(key(checkTeamDeletable(count))).toBe(expected);
  });

  it.each([
    ['', 'validation.student.name.required'],
    [chars(15), null],
    [chars(15, '张'), null],
    [chars(16), 'validation.student.name.max'],
    ['张三_Tom1', null],
    ['张 三', null],
    ['Emma Wilson', null],
    ['Mary Ann Lee', null],
    ['Emma   Wilson', null],
    ['  Emma Wilson  ', null],
    ['   ', 'validation.student.name.required'],
    ['Emma\tWilson', 'validation.text.invisible'], // a tab is a control character (issue 25)
    ['Emma\u3000Wilson', 'validation.student.name.pattern'],
    ['Tom.', 'validation.student.name.pattern'],
    ['Tom. Lee', 'validation.student.name.pattern'],
    // 15 with the space (7 + 1 + 7); 16 refused; runs collapsed before counting
    ['Abcdefg Hijklmn', null],
    ['Abcdefg Hijklmno', 'validation.student.name.max'],
    ['  Abcdefg    Hijklmn  ', null],
    ['王 小明 Li', null],
  ])('student name %j → %s', (value, expected) => {
    expect(key(checkStudentName(value))).toBe(expected);
  });

  it.each([
    ['Emma Wilson', 'Emma Wilson'],
    ['  Emma   Wilson ', 'Emma Wilson'],
    ['Mary  Ann   Lee', 'Mary Ann Lee'],
    ['   ', ''],
    ['李雷', '李雷'],
  ])('normalises the person name %j → %j', (raw, expected) => {
    expect(normalisePersonName(raw)).toBe(expected);
  });

  it('says the student-name messages in both languages', () => {
    expect(formatMessage(validationEnUS['validation.student.name.max'], { max: 15 }, 'en-US')).toBe('Student name can be at most 15 characters');
    expect(validationZhCN['validation.student.name.max'].replace('{max}', '15')).toBe('学生姓名最多 15 个字符');
    expect(formatMessage(validationEnUS['validation.teacher.name.max'], { max: 20 }, 'en-US')).toBe('Teacher name can be at most 20 characters');
    expect(validationZhCN['validation.teacher.name.max'].replace('{max}', '20')).toBe('教师姓名最多 20 个字符');
    expect(validationEnUS['validation.student.name.required']).toBe('Please enter student name');
    expect(validationZhCN['validation.student.name.required']).toBe('请输入学生姓名');
  });

  it('parses bulk names: one per line, blank lines dropped, cut to 15', () => {
    const text = `Alice\n\n  Bob  \r\n${chars(20, 'x')}\n   \n${chars(16, '张')}\r`;
    expect(parseBulkNames(text)).toEqual(['Alice', 'Bob', chars(15, 'x'), chars(15, '张')]);
    expect(parseBulkNames('')).toEqual([]);
  });

  it('parses bulk names with spaces: runs collapsed, never ending in a space after the cut', () => {
    expect(parseBulkNames('  Emma   Wilson \nMary Ann Lee\nAbcdefghijklmn Op')).toEqual(['Emma Wilson', 'Mary Ann Lee', 'Abcdefghijklmn']);
  });

  it.each([
    [BULK_CREATE_MAX, 1000, null],
    [BULK_CREATE_MAX + 1, 1000, 'validation.bulk.max'],
  ])('bulk of %i parsed names with %i remaining → %s', (n, remaining, expected) => {
    const text = Array.from({ length: n }, (_, i) => `s${i}`).join('\n');
    expect(key(checkBulkCount(parseBulkNames(text).length, remaining))).toBe(expected);
  });

  it.each([
    [0, 10, 'validation.bulk.empty'],
    [1, 10, null],
    [100, 100, null],
    [101, 200, 'validation.bulk.max'],
    [10, 10, null],
    [11, 10, 'validation.bulk.quota'],
    [1, 0, 'validation.bulk.quota'],
  ])('checkBulkCount(%i, remaining %i) → %s', (count, remaining, expected) => {
    expect(key(checkBulkCount(count, remaining))).toBe(expected);
  });

  it.each([
    [1, true],
    [0, false],
    [-2, false],
  ])('hasStudentQuotaLeft(%i) = %s', (remaining, expected) => {
    expect(hasStudentQuotaLeft(remaining)).toBe(expected);
  });

  it('requires the campus student username', () => {
    expect(key(checkCampusStudentUsername('  '))).toBe('validation.campusStudent.username.required');
    expect(checkCampusStudentUsername('stu01')).toBeNull();
  });

  it.each([
    [[], 'validation.teachers.required'],
    [[1], null],
    [[1, 2, 3], null],
    [[1, 2, 3, 4], 'validation.teachers.max'],
  ])('teaching teachers %j → %s', (ids, expected) => {
    expect(key(checkTeachingTeachers(ids))).toBe(expected);
  });

  it.each([
    [2, false, true],
    [3, false, false],
    [3, true, true],
    [4, false, false],
  ])('team with %i teachers, already teaching %s → pickable %s', (count, member, expected) => {
    expect(isTeamPickable(count, member)).toBe(expected);
  });

  it.each([
    [0 as const, { name: 'Class 1', teacherIds: [1] }, true],
    [0 as const, { name: '', teacherIds: [1] }, false],
    [0 as const, { name: 'Class 1', teacherIds: [] }, false],
    [1 as const, { name: 'Class 1', teacherIds: [1], keyType: 'word' as const }, true],
    [1 as const, { name: 'Class 1', teacherIds: [1], keyType: null }, false],
  ])('wizard step %i with %j → %s', (step, draft, expected) => {
    expect(canAdvanceTeamWizard(step, draft)).toBe(expected);
  });
});

describe('management centre (spec 002)', () => {
  it.each([
    ['', 'validation.teacher.name.required'],
    [chars(20), null],
    [chars(21), 'validation.teacher.name.max'],
    ['王老师_1', null],
    ['王 老师', null],
    ['Mary Ann Lee', null],
    ['Mary  Ann  Lee', null],
    [' ', 'validation.teacher.name.required'],
    ['Mary-Ann Lee', 'validation.teacher.name.pattern'],
    // 20 with the spaces (6 + 1 + 6 + 1 + 6); 21 refused
    ['Abcdef Ghijkl Mnopqr', null],
    ['Abcdef Ghijkl Mnopqrs', 'validation.teacher.name.max'],
    ['  Abcdef   Ghijkl  Mnopqr ', null],
  ])('teacher name %j → %s', (value, expected) => {
    expect(key(checkTeacherName(value))).toBe(expected);
  });

  it.each([
    ['teacher', 'validation.teacher.phone.isTeacher'],
    ['staff', 'validation.teacher.phone.isStaff'],
    ['manager', 'validation.teacher.phone.isStaff'],
    ['new', null],
    [null, null],
  ])('phone lookup type %j → %s', (type, expected) => {
    expect(key(checkTeacherPhoneType(type))).toBe(expected);
  });

  it('requires an employee and a quota mode', () => {
    expect(key(checkEmployeeSelected(null))).toBe('validation.employee.required');
    expect(checkEmployeeSelected(3)).toBeNull();
    expect(key(checkQuotaMode(undefined))).toBe('validation.quotaMode.required');
    expect(checkQuotaMode(false)).toBeNull();
    expect(checkQuotaMode(true)).toBeNull();
  });

  it.each([
    [9, 10, true],
    [10, 10, false],
  ])('canAddTeacher(%i of %i) = %s', (count, max, expected) => {
    expect(canAddTeacher(count, max)).toBe(expected);
  });

  it.each([
    // creating: 0..remaining
    [null, { remaining: 10 }, 'validation.quota.required'],
    [1.5, { remaining: 10 }, 'validation.quota.integer'],
    [-1, { remaining: 10 }, 'validation.quota.range'],
    [0, { remaining: 10 }, null],
    [10, { remaining: 10 }, null],
    [11, { remaining: 10 }, 'validation.quota.range'],
    [0, { remaining: 0 }, null],
    [1, { remaining: 0 }, 'validation.quota.insufficient'],
    // modifying: base..remaining + own
    [2, { remaining: 5, base: 3, own: 4 }, 'validation.quota.range'],
    [3, { remaining: 5, base: 3, own: 4 }, null],
    [9, { remaining: 5, base: 3, own: 4 }, null],
    [10, { remaining: 5, base: 3, own: 4 }, 'validation.quota.range'],
    [4, { remaining: 0, base: 2, own: 4 }, null],
    [5, { remaining: 0, base: 2, own: 4 }, 'validation.quota.insufficient'],
    [1, { remaining: 0, base: 2, own: 4 }, 'validation.quota.range'],
  ])('quota %j with %j → %s', (value, limits, expected) => {
    expect(key(checkDedicatedQuota(value, limits))).toBe(expected);
  });

  it('gives the allowable range in params', () => {
    expect(quotaRange({ remaining: 5, base: 3, own: 4 })).toEqual({ min: 3, max: 9 });
    expect(quotaRange({ remaining: -2 })).toEqual({ min: 0, max: 0 });
    expect(checkDedicatedQuota(11, { remaining: 10 })).toEqual({
      key: 'validation.quota.range',
      params: { min: 0, max: 10 },
    });
  });

  it.each([
    ['image', null],
    ['word', null],
    ['picture', 'validation.student.secretType.required'],
    [null, 'validation.student.secretType.required'],
  ])('secret type %j → %s', (value, expected) => {
    expect(key(checkSecretType(value))).toBe(expected);
  });

  it.each([
    [[], 'validation.student.team.required'],
    [null, 'validation.student.team.required'],
    [[3], null],
    [3, null],
  ])('student team %j → %s', (team, expected) => {
    expect(key(checkStudentTeam(team))).toBe(expected);
  });

  it.each([
    [{ is_freeze: false, allow_comments: true }, 'normal'],
    [{ is_freeze: false, allow_comments: false }, 'no_comment'],
    [{ is_freeze: true, allow_comments: true }, 'freeze'],
    [{ is_freeze: true, allow_comments: false }, 'freeze'],
  ])('org student %j is %s', (student, status) => {
    expect(orgStudentStatus(student)).toBe(status);
  });

  it.each([
    [file('students.xlsx'), null],
    [file('STUDENTS.XLSX'), null],
    [file('students.xls'), 'validation.import.type'],
    [file('students.csv'), 'validation.import.type'],
    [file('students.xlsx', 0), 'validation.import.empty'],
    [file('students.xlsx', 5 * 1024 * 1024), null],
    [file('students.xlsx', 5 * 1024 * 1024 + 1), 'validation.import.tooLarge'],
    [file('students.xlsx', 20 * 1024 * 1024), 'validation.import.tooLarge'],
  ])('import %j → %s', (f, expected) => {
    expect(key(checkImportFile(f))).toBe(expected);
  });

  it.each([
    [chars(5), 'validation.password.length'],
    [chars(6), null],
    [chars(16), null],
    [chars(17), 'validation.password.length'],
  ])('org student password %j → %s', (value, expected) => {
    expect(key(checkStudentPassword(value))).toBe(expected);
  });

  it.each([
    ['', 'validation.username.required'],
    [chars(20), null],
    [chars(21), 'validation.username.max'],
    ['12345678', 'validation.username.allDigits'],
    ['a12345678', null],
    ['Admin', 'validation.username.reserved'],
    ['teachingcloud', 'validation.username.reserved'],
    ['admin_wang', null],
    ['wang-li', 'validation.username.pattern'],
  ])('username reset %j → %s', (value, expected) => {
    expect(key(checkUsernameReset(value))).toBe(expected);
  });

  it.each([
    ['aim_k7p2xq', true],
    ['aim_', true],
    ['AIM_k7p2xq', false],
    ['ryan_aim_', false],
    ['teacher', false],
  ])('generated username %j → %s', (value, expected) => {
    expect(isGeneratedUsername(value)).toBe(expected);
  });

  it.each([
    ['', 'validation.invitationCode.required'],
    ['  ', 'validation.invitationCode.required'],
    [chars(20), null],
    [' TEACH 2026 ', null],
    [chars(21), 'validation.invitationCode.max'],
  ])('teacher invitation code %j → %s', (value, expected) => {
    expect(key(checkTeacherInvitationCode(value))).toBe(expected);
  });
});

describe('message catalogues', () => {
  const zhKeys = Object.keys(validationZhCN).sort();
  const enKeys = Object.keys(validationEnUS).sort();
  // `{max}`, and a plural's `{max, plural, …}` once, as its variable
  const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]))].sort();

  // One failing input for every key a validator can return.
  const failures: Check[] = [
    checkOnline(false),
    checkUsername(''), checkUsername('a-b'), checkUsername(chars(21)),
    checkPassword(''), checkPassword('abc'), checkPassword('abc-def'), checkPasswordConfirm('a', 'b'),
    checkInvitationCode(''), checkInvitationCode(chars(21)),
    checkPhone(''), checkPhone('123'), checkPhonePrefix('1'), checkCaptchaCode(''), checkAgreement(false),
    checkLoginAccount(''), checkLoginPassword(''),
    checkTeamCode(''), checkTeamCode('ABC'), checkTeamLoginName(''), checkTeamLoginCard(''),
    checkRename(''), checkSliderFraction(1),
    checkFeedbackType(''), checkFeedbackSubject(''), checkFeedbackSubject(chars(31)),
    checkFeedbackContent(''), checkFeedbackContent(chars(501)), checkFeedbackContact('x'),
    checkFeedbackImage(file('a.gif')), checkFeedbackImage(file('a.png', 6 * MB)),
    checkFeedbackImages([file('a.png'), file('b.png')]),
    checkAvatarFile(file('a.gif')), checkAvatarFile(file('a.png', 2 * MB)), checkCoverFile(file('a.gif')),
    checkNickname(chars(21)), checkNickname('a b'), checkNickname('admin'), checkProfileDescription(chars(141)),
    checkRegionalPortfolioTitle(''), checkRegionalPortfolioTitle(chars(16)),
    checkRegionalPortfolioDescription(chars(201)), checkOwnCollectionTitle(chars(25)),
    checkOwnCollectionDescription(chars(101)), checkPortfolioName(''), checkPortfolioDescription(chars(201)),
    checkPortfolioCover(''), checkPortfolioTeam(null, false), checkInviteUsername(''),
    checkCourseFeedbackItem(null), checkCourseFeedbackContent(chars(201)),
    checkCourseFeedbackAttachment(file('a.exe')), checkCourseFeedbackAttachment(file('a.pdf', 5 * MB)),
    checkCourseFeedbackAttachments(Array.from({ length: 6 }, () => file('a.png'))),
    capCourseFeedbackAttachments([1, 2, 3, 4, 5, 6]).warning,
    checkCourseRating({}), checkCourseRating({ simple: 9, vividness: 9, teaching_objective: 9, interest: 9, effective: 9 }),
    checkRatingComment(chars(201)), checkAidCount('0'),
    checkTeachPlanFile(file('a.docx'), ['a.docx']), checkTeachPlanFile(file('a.doc'), []),
    checkTeachPlanFile(file('a.pdf', 6 * MB), []), checkTeachPlanLimit(50),
    checkSettingsPassword(''), checkSettingsPasswordConfirm('a', 'b'), checkOldPassword('', true),
    checkAuthorizeAccount(''), checkAuthorizePassword(''), checkAuthorizePhone(''), checkAuthorizeCaptcha(''),
    mapAuthorizeServerError('captcha incorrect'), mapAuthorizeServerError('phone not registered'),
    checkTeamName(''), checkTeamName(chars(16)), checkTeamName('a,b'), checkTeamDescription(chars(101)),
    checkTeamDeletable(1),
    checkStudentName(''), checkStudentName(chars(16)), checkStudentName('a.b'),
    checkBulkCount(0, 1), checkBulkCount(101, 200), checkBulkCount(2, 1),
    checkCampusStudentUsername(''), checkTeachingTeachers([]), checkTeachingTeachers([1, 2, 3, 4]),
    checkTeacherName(''), checkTeacherName(chars(21)), checkTeacherName('a.b'),
    checkTeacherPhone(''), checkTeacherPhoneType('teacher'), checkTeacherPhoneType('staff'),
    checkEmployeeSelected(null), checkQuotaMode(null),
    checkDedicatedQuota(null, { remaining: 1 }), checkDedicatedQuota(0.5, { remaining: 1 }),
    checkDedicatedQuota(2, { remaining: 1 }), checkDedicatedQuota(1, { remaining: 0 }),
    checkSecretType(''), checkStudentTeam([]), checkImportFile(file('a.csv')), checkImportFile(file('a.xlsx', 0)),
    checkImportFile(file('a.xlsx', 6 * MB)), checkStudentPassword('a'),
    checkUsernameReset(''), checkUsernameReset('123'), checkUsernameReset('admin'),
    checkPlanSort('size'),
    checkAnalyticsDate('2026'), checkAnalyticsRange('20260102', '20260101'), checkAnalyticsRange('20240101', '20260101'),
    checkVisibleText('a\u200Bb'), checkUploadFileName(chars(101)), checkUploadFileName('a\u202Efdp.exe'),
  ];

  it('has identical key sets in zh-CN and en-US', () => {
    expect(enKeys).toEqual(zhKeys);
  });

  it('uses the same placeholders in both languages', () => {
    for (const k of zhKeys) {
      const zh = validationZhCN[k as keyof typeof validationZhCN];
      const en = validationEnUS[k as keyof typeof validationEnUS];
      expect({ k, placeholders: placeholders(en) }).toEqual({ k, placeholders: placeholders(zh) });
    }
  });

  it('has a message, with its placeholders filled, for every key the validators return', () => {
    for (const failure of failures) {
      expect(failure).not.toBeNull();
      const { key: k, params = {} } = failure!;
      expect(zhKeys).toContain(k);
      expect(enKeys).toContain(k);
      const needed = placeholders(validationZhCN[k as keyof typeof validationZhCN]);
      expect({ k, params: Object.keys(params).sort() }).toEqual({ k, params: expect.arrayContaining(needed) });
    }
  });

  it('has a message for every key written in the validators', () => {
    const written = new Set([...validatorsSource.matchAll(/'(validation\.[\w.]+)'/g)].map((m) => m[1]));
    expect(written.size).toBeGreaterThan(80);
    for (const k of written) expect(zhKeys).toContain(k);
  });

  it('returns every key written in the validators from some failing input above', () => {
    const written = [...validatorsSource.matchAll(/'(validation\.[\w.]+)'/g)].map((m) => m[1]);
    const returned = new Set(failures.map((f) => f?.key));
    expect(written.filter((k) => !returned.has(k))).toEqual([]);
  });
});

describe('002 · data analysis: the range of a call', () => {
  it.each([
    ['20260101', '20260101', null],
    ['20250101', '20260101', null],
    ['20250318', '20260318', null],
    ['20250317', '20260318', 'validation.analytics.span'],
    ['20260102', '20260101', 'validation.analytics.order'],
    ['20260230', '20260301', 'validation.analytics.date'],
    ['2026-01-01', '20260301', 'validation.analytics.date'],
    ['', '20260301', 'validation.analytics.date'],
  ])('%s to %s: %s', (start, end, key) => {
    expect(checkAnalyticsRange(start, end)?.key ?? null).toBe(key);
  });

  it('reads real days only', () => {
    expect(checkAnalyticsDate('20240229')).toBeNull();
    expect(checkAnalyticsDate('20250229')?.key).toBe('validation.analytics.date');
    expect(analyticsDayNumber('19700102')).toBe(1);
  });
});

describe('names and titles take no invisible text (issue 25)', () => {
  const hidden = ['Robot\u200BClub', 'Robot\nClub', 'Robot\u0000', 'a\u202Eb', '\u3164'];

  it.each(hidden)('every name and title rule refuses %j', (value) => {
    for (const check of [checkTeamName, checkStudentName, checkTeacherName, checkPortfolioName, checkRegionalPortfolioTitle, checkOwnCollectionTitle, checkNickname]) {
      expect({ rule: check.name, key: key(check(value)) }).toEqual({ rule: check.name, key: 'validation.text.invisible' });
    }
  });

  it('lets visible names through', () => {
    expect(checkTeamName('Robot Club')).toBeNull();
    expect(checkPortfolioName('三年级作品')).toBeNull();
    expect(checkVisibleText('Zoë 🚀')).toBeNull();
  });
});

describe('uploaded files (issue 25)', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
  const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR');
  const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
  const HTML = bytes('<!doctype html><script>alert(1)</script>');
  const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"/>');
  const GIF = bytes('GIF89a');

  it('names: at most FILE_NAME_MAX characters with the extension, nothing hidden', () => {
    expect(checkUploadFileName(`${chars(FILE_NAME_MAX - 4)}.pdf`)).toBeNull();
    expect(checkUploadFileName(`${chars(FILE_NAME_MAX - 3)}.pdf`)).toEqual({ key: 'validation.fileName.tooLong', params: { max: FILE_NAME_MAX } });
    expect(key(checkUploadFileName(`${chars(10_000)}.pdf`))).toBe('validation.fileName.tooLong');
    expect(key(checkUploadFileName('photo\u202Efdp.exe.pdf'))).toBe('validation.fileName.invisible');
    expect(key(checkUploadFileName('a\nb.pdf'))).toBe('validation.fileName.invisible');
    expect(key(checkTeachPlanFile(file(`${chars(10_000)}.pdf`), []))).toBe('validation.fileName.tooLong');
    expect(key(checkAvatarFile(file('me\u202Egnp.png')))).toBe('validation.fileName.invisible');
    expect(key(checkCourseFeedbackAttachment(file(`${chars(200)}.pdf`)))).toBe('validation.fileName.tooLong');
    expect(key(checkFeedbackImage(file(`${chars(200)}.png`)))).toBe('validation.fileName.tooLong');
    expect(key(checkImportFile(file(`${chars(200)}.xlsx`)))).toBe('validation.fileName.tooLong');
  });

  it('pictures by their bytes: jpeg, png, bmp; never HTML, SVG or a format the form does not take', () => {
    expect(checkImageBytes(PNG)).toBeNull();
    expect(checkImageBytes(JPEG)).toBeNull();
    for (const data of [HTML, SVG, GIF, bytes()]) {
      expect(key(checkImageBytes(data))).toBe('validation.image.uploadFailed');
      expect(key(checkFeedbackImageBytes(data))).toBe('validation.feedback.image.type');
    }
  });

  it('attachments are what their extension says, by their bytes', async () => {
    expect(await checkCourseFeedbackAttachmentContent('scan.png', PNG)).toBeNull();
    expect(await checkCourseFeedbackAttachmentContent('notes.pdf', bytes('%PDF-1.7'))).toBeNull();
    expect(await checkCourseFeedbackAttachmentContent('old.doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull();
    expect(await checkCourseFeedbackAttachmentContent('notes.pdf', HTML)).toEqual({ key: 'validation.courseFeedback.attachment.type', params: { file: 'notes.pdf' } });
    expect(key(await checkCourseFeedbackAttachmentContent('scan.png', bytes('%PDF-1.7')))).toBe('validation.courseFeedback.attachment.type');
  });

  it('an import is a workbook by its bytes', async () => {
    expect(key(await checkImportContent(HTML))).toBe('validation.import.type');
    expect(key(await checkImportContent(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml')))).toBe('validation.import.type');
  });
});
