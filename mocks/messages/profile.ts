/** The personal area's lists: favourites, learning history, followed portfolios (spec 000 §7, 001 §7). */
import { defineMessages } from './define';

export const profileMessages = defineMessages('profile', {
  notFavorited: { en: 'This project is not in your favourites', zh: '这个作品不在你的收藏中' },
  noStudio: { en: 'Portfolio not found', zh: '作品集不存在' },
  notFollowing: { en: 'You do not follow this portfolio', zh: '你没有关注这个作品集' },
  badHistory: { en: 'Enter a valid course unit or project.', zh: '请填写有效的课程单元或项目。' },
});
