/** Messages of the software download page (zh-CN): loaded with its pages. */
import { softwareZhCN } from '@/features/software/i18n/zh-CN';

export const areas = { software: softwareZhCN };
