/**
 * Team-code tab of /login (spec 000 §2, §5): six letters, upper-cased as typed; a valid code
 * opens /login/{CODE}, where the student picks a name and a card.
 */
import { Button, Form } from 'antd';
import Input from 'antd/es/input/Input';
import { TeamOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { TEAM_CODE_LENGTH, checkTeamCode, normaliseTeamCode } from '@/lib/validators';
import { carriedQuery } from '../utils/redirect';
import { ruleOf } from '@/lib/form-rules';

interface TeamCodeValues {
  code: string;
}

export function TeamCodeForm() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form] = Form.useForm<TeamCodeValues>();

  const onFinish = ({ code }: TeamCodeValues) => {
    navigate(`/login/${normaliseTeamCode(code)}${carriedQuery(search)}`);
  };

  return (
    <Form<TeamCodeValues>
      form={form}
      name="team-code-login"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ code: '' }}
      onFinish={onFinish}
    >
      <Form.Item
        name="code"
        label={t('login.code.label')}
        extra={t('login.code.help')}
        normalize={(value: string) => normaliseTeamCode(value ?? '')}
        rules={[ruleOf(checkTeamCode, t)]}
        validateTrigger="onBlur"
      >
        <Input
          prefix={<TeamOutlined aria-hidden />}
          placeholder={t('login.code.placeholder')}
          maxLength={TEAM_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-required
          style={{ letterSpacing: 4, fontWeight: 600 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('login.code.submit')}
      </Button>
    </Form>
  );
}
