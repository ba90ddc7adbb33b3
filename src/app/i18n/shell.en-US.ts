import type { shellZhCN } from './shell.zh-CN';

export const shellEnUS: Record<keyof typeof shellZhCN, string> = {
  'shell.skipToContent': 'Skip to main content',
  'shell.demoMode': 'Demo mode',
  'shell.checkingSession': 'Checking your sign-in…',
  'shell.home': '{app} home',
  'shell.signIn': 'Sign in',

  'shell.nav.label': 'Main navigation',
  'shell.nav.menu': 'Menu',
  'shell.nav.courses': 'Courses',
  'shell.nav.teachPlan': 'Teaching plan',
  'shell.nav.creation': 'Creation platforms',
  'shell.nav.creation.visual': 'Visual programming',
  'shell.nav.creation.hardware': 'Hardware programming',
  'shell.nav.creation.ai': 'AI apps',
  'shell.nav.creation.cpp': 'C++',
  'shell.nav.creation.blocks': 'Block-based platform',
  'shell.nav.practice': 'Practice platforms',
  'shell.nav.practice.exam': 'Objective-question exam',
  'shell.nav.practice.judge': 'Programming-question judge',
  'shell.nav.practice.typing': 'Typing practice',
  'shell.nav.download': 'Software download',
  'shell.nav.competitions': 'Competitions',
  'shell.nav.newTab': '(opens in a new tab)',

  'shell.user.menu': 'Account menu for {name}',
  'shell.user.personalCentre': 'Personal centre',
  'shell.user.myManagement': 'My management',
  'shell.user.accountSettings': 'Account settings',
  'shell.user.feedback': 'Feedback',
  'shell.user.worksCommunity': 'Works community',
  'shell.user.logout': 'Log out',

  'shell.bell.label': 'Messages',
  'shell.bell.unread': 'Messages, {count} unread',

  'shell.restricted.tooltip': 'Available once you join the campus: accept the invitation in Messages first',
  'shell.restricted.banner': 'You have been invited to join {campus}. Accept the invitation in Messages to use every feature.',
  'shell.restricted.pageTitle': 'Available once you join the campus',
  'shell.restricted.pageText': 'You have been invited to join {campus}. This page opens once you accept the invitation in Messages.',
  'shell.restricted.openMessages': 'Open messages',

  'shell.share.title': 'Sharing works to the open community',
  'shell.share.body':
    "Works you share to the works community are public: anyone can view, like and remix them. Do not put personal information such as your real name, school, phone number or photos in a work, and only share works you made yourself.",
  'shell.share.dontShowAgain': "Don't show this again",
  'shell.share.continue': 'Go to the works community',

  'shell.topNotice.label': 'Announcement',
  'shell.topNotice.dismiss': 'Dismiss announcement',

  'shell.footer.label': 'Agreements and contact',
  'shell.footer.agreement': 'User agreement',
  'shell.footer.privacy': 'Privacy policy',
  'shell.footer.contact': 'Contact us',
  'shell.footer.filing': 'Filing number: {number}',
  'shell.footer.copyright': '© {year} {app}',
  'shell.footer.studentTagline': 'Make things, share them, love coding',
  'shell.footer.poweredBy': 'Powered by {app}',
  'shell.footer.orgLogo': '{name} logo',
};
