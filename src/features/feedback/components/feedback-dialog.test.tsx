import { describe, expect, it, vi, beforeAll } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { AppNoticesProvider } from '@/lib/app-notices';
import antdEnUS from 'antd/locale/en_US';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { render, signIn } from '@/test/render';
import { createQueryClient } from '@/lib/query-client';
import { I18nProvider } from '@/lib/i18n/i18n';
import { commonEnUS } from '@/lib/i18n/common.en-US';
import { commonZhCN } from '@/lib/i18n/common.zh-CN';
import { validationEnUS } from '@/lib/i18n/validation.en-US';
import { validationZhCN } from '@/lib/i18n/validation.zh-CN';
import { feedbackEnUS } from '../i18n/en-US';
import { feedbackZhCN } from '../i18n/zh-CN';
import { FeedbackDialog } from './feedback-dialog';
import { loadModules } from '@/test/preload';
import { magicBytes } from '@/test/files';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const catalogue = {
  'en-US': { ...commonEnUS, ...validationEnUS, ...feedbackEnUS },
  'zh-CN': { ...commonZhCN, ...validationZhCN, ...feedbackZhCN },
};
const MB = 1024 * 1024;

function renderDialog() {
  const onClose = vi.fn();
  render(
    <I18nProvider catalogue={catalogue} initialLocale="en-US">
      <ConfigProvider locale={antdEnUS}>
        <AppNoticesProvider>
          <QueryClientProvider client={createQueryClient()}>
            <FeedbackDialog open onClose={onClose} />
          </QueryClientProvider>
        </AppNoticesProvider>
      </ConfigProvider>
    </I18nProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Feedback' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  // getByText, not getByRole: role queries take seconds per call on antd's DOM in jsdom.
  const submit = () => within(dialog).getByText('Submit').closest('button') as HTMLButtonElement;
  // fireEvent rather than user-event: typing 500 characters into antd inputs is too slow here.
  const fill = (label: string, text: string) => {
    const input = field(label);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  };
  const imageInput = () => field('Image (optional)') as HTMLInputElement;
  const upload = (...files: File[]) => fireEvent.change(imageInput(), { target: { files } });
  return { dialog, field, submit, fill, upload, onClose };
}

function image(name: string, size: number, type = 'image/png'): File {
  const file = new File([magicBytes(name)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Records the calls the dialog makes, answering the feedback POST with `feedbackStatus`. */
function recordCalls(feedbackStatus = 201) {
  const calls = { check: 0, feedback: [] as Record<string, string>[] };
  server.use(
    http.post('*/check', async ({ request }) => {
      calls.check += 1;
      const { content } = (await request.json()) as { content: string };
      return HttpResponse.json(/stupid/i.test(content) ? { pass: false, msg: 'uncivil' } : { pass: true, msg: '' });
    }),
    http.post('*/api/v1/feedback/', async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        fields[key] = typeof value === 'string' ? value : `file:${value.size}`;
      });
      calls.feedback.push(fields);
      return feedbackStatus === 201
        ? HttpResponse.json({ id: 1, detail: 'submitted, thanks for your feedback' }, { status: 201 })
        : HttpResponse.json({ detail: 'server error' }, { status: feedbackStatus });
    }),
  );
  return calls;
}

// Generous: antd forms render slowly in jsdom on a shared, busy machine.
describe('FeedbackDialog', { timeout: 90_000 }, () => {
  it('enables Submit only with a subject of at most 30 and content of at most 500 characters', async () => {
    const { dialog, submit, fill } = renderDialog();
    expect(submit()).toBeDisabled();

    fill('Subject', 'a'.repeat(30));
    expect(submit()).toBeDisabled();
    fill('Content', 'b'.repeat(500));
    expect(submit()).toBeEnabled();
    expect(within(dialog).getByText('30 / 30')).toBeInTheDocument();
    expect(within(dialog).getByText('500 / 500')).toBeInTheDocument();

    fill('Subject', 'a'.repeat(31));
    expect(await within(dialog).findByText('Subject can be at most 30 characters')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    fill('Subject', 'a'.repeat(30));
    expect(submit()).toBeEnabled();

    fill('Content', 'b'.repeat(501));
    expect(await within(dialog).findByText('Content can be at most 500 characters')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    fill('Content', '');
    expect(await within(dialog).findByText('Please enter the content')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('refuses a malformed contact email and sends nothing', async () => {
    const calls = recordCalls();
    const { dialog, submit, fill } = renderDialog();
    fill('Subject', 'Cannot save');
    fill('Content', 'The save button does nothing on the project page.');
    fill('Contact email (optional)', 'teacher@school');
    fireEvent.click(submit());
    expect(await within(dialog).findByText('Email format incorrect')).toBeInTheDocument();
    expect(calls.check).toBe(0);
    expect(calls.feedback).toHaveLength(0);
  });

  it('takes one jpg, jpeg, png or bmp image of at most 5 MB', async () => {
    const { dialog, submit, fill, upload } = renderDialog();
    fill('Subject', 'Screenshot');
    fill('Content', 'See the picture.');
    // antd removes a file after a promise settles.
    const removeFile = async () => {
      fireEvent.click(within(dialog).getAllByTitle('Remove file')[0]);
      await waitFor(() => expect(within(dialog).queryByTitle('Remove file')).not.toBeInTheDocument());
    };

    upload(image('drawing.gif', 1000, 'image/gif'));
    expect(await within(dialog).findByText('Only jpg, jpeg, png or bmp images are supported')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await removeFile();
    expect(submit()).toBeEnabled();

    upload(image('photo.png', 5 * MB + 1));
    expect(await within(dialog).findByText('File too large, a single file cannot exceed 5M')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await removeFile();

    upload(image('photo.BMP', 5 * MB));
    expect(await within(dialog).findByText('photo.BMP')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    // One image at a time: the add button goes away.
    expect(within(dialog).queryByText('Add image')).not.toBeInTheDocument();
    await removeFile();

    // Two files at once (a drop, say) are refused.
    upload(image('a.png', 10), image('b.jpg', 10));
    expect(await within(dialog).findByText('Only 1 image can be uploaded')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('does not send text that fails the sensitive-word check, and says why', async () => {
    await signIn('teacher');
    const calls = recordCalls();
    const { submit, fill, onClose } = renderDialog();
    fill('Subject', 'This is stupid');
    fill('Content', 'Nothing works.');
    fireEvent.click(submit());
    expect(
      await screen.findByText('The text contains content not in line with civility. Please revise it; until then others cannot see it.'),
    ).toBeInTheDocument();
    expect(calls.check).toBe(1);
    expect(calls.feedback).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the feedback, thanks the user, then closes and clears the form', async () => {
    await signIn('teacher');
    const calls = recordCalls();
    const { dialog, field, submit, fill, upload, onClose } = renderDialog();
    fireEvent.click(within(dialog).getByLabelText('Question'));
    upload(image('screen.png', 2048));
    fill('Subject', 'How do I share a work?');
    fill('Content', 'I cannot find the share button for my class portfolio.');
    fill('Contact email (optional)', 'teacher@school.example');
    fireEvent.click(submit());

    expect(await screen.findByText('Submitted, thanks for your feedback')).toBeInTheDocument();
    expect(calls.feedback).toEqual([
      {
        feedback_type: 'question',
        subject: 'How do I share a work?',
        content: 'I cannot find the share button for my class portfolio.',
        contact: 'teacher@school.example',
        // jsdom's File does not survive MSW's Node interception intact: only check a file part came.
        image: expect.stringMatching(/^file:/) as unknown as string,
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(field('Subject')).toHaveValue('');
    expect(field('Content')).toHaveValue('');
    // The file list animates its item out.
    await waitFor(() => expect(within(dialog).queryByText('screen.png')).not.toBeInTheDocument());
  });

  it('says the submission failed when the server fails', async () => {
    await signIn('teacher');
    recordCalls(500);
    const { submit, fill, onClose } = renderDialog();
    fill('Subject', 'Video');
    fill('Content', 'The unit video stops after a minute.');
    fireEvent.click(submit());
    expect(await screen.findByText('Submission failed, try again later')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says the operation failed when offline, without calling the server', async () => {
    const calls = recordCalls();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { submit, fill } = renderDialog();
      fill('Subject', 'Offline');
      fill('Content', 'Trying without a network.');
      fireEvent.click(submit());
      expect(await screen.findByText('Operation failed, try again later')).toBeInTheDocument();
      await waitFor(() => expect(calls.check + calls.feedback.length).toBe(0));
    } finally {
      offline.mockRestore();
    }
  });
});
