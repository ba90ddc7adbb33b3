/**
 * A small form state for the first-visit pages (the sign-in tabs): values, per-field checks
 * through the shared validators, errors shown under their fields, and `setFields` for the
 * server's field errors (the same call antd's FormInstance offers). antd's Form brings its
 * field engine, async validator, tooltip and popup machinery, which the /login budget cannot
 * carry; every other form of the product uses antd's Form.
 */
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Check } from '@/lib/validators/check';
import type { Translate } from '@/lib/i18n/i18n';

export type FieldChecks<V> = { [K in keyof V]?: (value: V[K], values: V) => Check };

/** What a failure placer needs of a form: put messages under named fields. */
export interface FieldErrorSink {
  setFields(fields: { name: string; errors: string[] }[]): void;
}

export interface LightForm<V> extends FieldErrorSink {
  values: V;
  errors: Partial<Record<keyof V & string, string>>;
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  /** checks one field now (for fields checked when they lose focus) */
  checkField(name: keyof V & string): void;
  onSubmit(onValid: (values: V) => void): (event: FormEvent<HTMLFormElement>) => void;
}

export function useLightForm<V extends Record<string, unknown>>(
  initialValues: V,
  checks: FieldChecks<V>,
  t: Translate,
  {
    checkOnChange = true,
    adoptFrom,
  }: {
    checkOnChange?: boolean;
    /**
     * The form element whose named fields may hold values typed before React took the page
     * over (the prerendered sign-in page, src/app/prerendered-login.ts): they become the form's
     * values before the first paint.
     */
    adoptFrom?: RefObject<HTMLFormElement | null>;
  } = {},
): LightForm<V> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const latest = useRef(values);

  useLayoutEffect(() => {
    const fields = adoptFrom?.current?.elements;
    if (!fields) return;
    const typed: Record<string, unknown> = {};
    for (const name of Object.keys(latest.current)) {
      const field = fields.namedItem(name);
      if (!(field instanceof HTMLInputElement)) continue;
      const value = field.type === 'checkbox' ? field.checked : field.value;
      if (value !== latest.current[name]) typed[name] = value;
    }
    if (Object.keys(typed).length === 0) return;
    latest.current = { ...latest.current, ...typed };
    setValues(latest.current);
  }, [adoptFrom]);

  const messageOf = useCallback(
    (name: keyof V & string, all: V): string | undefined => {
      const problem = checks[name]?.(all[name], all);
      return problem ? t(problem.key, problem.params) : undefined;
    },
    [checks, t],
  );

  const setError = (name: keyof V & string, message: string | undefined) =>
    setErrors((prev) => {
      if (prev[name] === message) return prev;
      const next = { ...prev };
      if (message === undefined) delete next[name];
      else next[name] = message;
      return next;
    });

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    // Like antd: a changed field is checked as it changes; a server error on it goes away.
    setError(name, checkOnChange ? messageOf(name, next) : undefined);
  };

  const checkField = (name: keyof V & string) => setError(name, messageOf(name, latest.current));

  const onSubmit = (onValid: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const all = latest.current;
    const found: Partial<Record<keyof V & string, string>> = {};
    for (const name of Object.keys(checks) as (keyof V & string)[]) {
      const message = messageOf(name, all);
      if (message !== undefined) found[name] = message;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(all);
  };

  const setFields = useCallback((fields: { name: string; errors: string[] }[]) => {
    setErrors((prev) => {
      const next = { ...prev };
      for (const { name, errors: list } of fields) {
        if (list.length > 0) next[name as keyof V & string] = list[0];
        else delete next[name as keyof V & string];
      }
      return next;
    });
  }, []);

  return { values, errors, setValue, checkField, onSubmit, setFields };
}
