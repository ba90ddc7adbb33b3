/**
 * Team-code tab of /login (spec 000 §2, §5): six letters, upper-cased as typed; a valid code
 * opens /login/{CODE}, where the student picks a name and a card.
 */
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import { TeamOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormField } from '@/components/form-field';
import { useLightForm, type FieldChecks } from '@/components/light-form';
import { useT } from '@/lib/i18n/i18n';
import { TEAM_CODE_LENGTH, checkTeamCode, normaliseTeamCode } from '@/lib/validators/sign-in';
import { carriedQuery } from '../utils/redirect';
import { paths } from '@/lib/paths';

type TeamCodeValues = { code: string };

const INITIAL: TeamCodeValues = { code: '' };
const CHECKS: FieldChecks<TeamCodeValues> = { code: checkTeamCode };

export function TeamCodeForm() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Checked when the field is left or the form is sent, not at every letter.
  const form = useLightForm(INITIAL, CHECKS, t, { checkOnChange: false });

  const onValid = ({ code }: TeamCodeValues) => {
    navigate(paths.teamLogin.href(normaliseTeamCode(code), carriedQuery(search)));
  };

  return (
    <form name="team-code-login" noValidate onSubmit={form.onSubmit(onValid)}>
      <FormField label={t('login.code.label')} help={t('login.code.help')} error={form.errors.code}>
        {(control) => (
          <Input
            {...control}
            size="large"
            value={form.values.code}
            onChange={(e) => form.setValue('code', normaliseTeamCode(e.target.value))}
            onBlur={() => form.checkField('code')}
            prefix={<TeamOutlined aria-hidden />}
            placeholder={t('login.code.placeholder')}
            maxLength={TEAM_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-required
            style={{ letterSpacing: 4, fontWeight: 600 }}
          />
        )}
      </FormField>
      <Button type="primary" htmlType="submit" size="large" block>
        {t('login.code.submit')}
      </Button>
    </form>
  );
}
