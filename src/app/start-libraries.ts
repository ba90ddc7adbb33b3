/**
 * The libraries under the app's start, evaluated a task before the app's own modules (issue 31:
 * total blocking time). The start's code (src/app/start.tsx and what it imports statically) was
 * one chunk, and a chunk's modules are evaluated in one piece: one of the longest tasks of every
 * full load (15-25 ms in Lighthouse's traces, so 60-100 ms at the mobile test's CPU). The build
 * makes this module and what it imports statically a chunk of its own (`shell-libraries`,
 * vite.config.ts), which the start's chunk imports; the entry (src/main.tsx) loads it a step
 * before the start, so each is a task of about half that.
 *
 * What it names is the larger half of the start's libraries: antd's ConfigProvider with the
 * theme, style and popup cores it imports (cssinjs, rc-component's trigger, portal and motion),
 * the Spin of the loading states, and dayjs. Nothing of the app: its modules stay in the start's
 * chunk.
 */
export { default as ConfigProvider } from 'antd/es/config-provider';
export { default as Spin } from 'antd/es/spin';
export { default as dayjs } from 'dayjs';
