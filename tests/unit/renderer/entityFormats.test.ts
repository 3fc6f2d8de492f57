import { fakerZH_CN } from '@faker-js/faker';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { describe, expect, it } from 'vitest';
import { ENTITY_FORMATS } from '../../../src/pageLanguage/entity';
import { BASE64_PATTERN, BIRTH_DATE_PATTERN, isBase64, isBirthDate } from '../../../src/pageLanguage/formats';
import { fieldMessage } from '../../../src/contract/fieldMessages';
import { resolveFormSchema, TIME_PLACEHOLDER } from '../../../src/renderer/form/resolveFormSchema';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import { seedValue } from '../../../mocks/crud/entitySeed';
import { sampleValue } from '../../contract/sampleValues';

describe('birth-date format', () => {
  it('accepts real dates with - or / (one- or two-digit month and day) and refuses the rest', () => {
    for (const ok of ['2024/02/29', '2024-02-29', '1990-1-5', '1990/01/05', '2000-2-29', '1999-12-31', '2023-11-30']) {
      expect(BIRTH_DATE_PATTERN.test(ok), ok).toBe(true);
      expect(isBirthDate(ok), ok).toBe(true);
    }
    for (const bad of ['2024-02-30', '2023-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10', '2023-01-00', '2024-02/29', '2024.02.29', '24-02-29', '2024-002-01', '20240229', '', ' 2024-02-29']) {
      expect(BIRTH_DATE_PATTERN.test(bad), bad).toBe(false);
      expect(isBirthDate(bad), bad).toBe(false);
    }
  });

  it('the pattern and the calendar agree on every month and day of two centuries, both separators', () => {
    for (let year = 1896; year <= 2104; year += 1) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          for (const text of [`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, `${year}/${month}/${day}`]) {
            if (BIRTH_DATE_PATTERN.test(text) !== isBirthDate(text)) expect.fail(`${text}: pattern ${BIRTH_DATE_PATTERN.test(text)}, calendar ${isBirthDate(text)}`);
          }
        }
      }
    }
  });
});

describe('base64 format', () => {
  it('non-empty and unchanged by a decode/encode round trip', () => {
    for (const ok of ['QQ==', 'QUI=', 'QUJD', 'iVBORw0KGgo=', '5ZCI5ZCM', '+/+/']) {
      expect(BASE64_PATTERN.test(ok), ok).toBe(true);
      expect(isBase64(ok), ok).toBe(true);
    }
    for (const bad of ['', 'QQ', 'QR==', 'QUJ=', 'Q===', 'QUJD\n', 'QU JD', '5ZCI5ZCM=', '-_-_', '合同']) {
      expect(BASE64_PATTERN.test(bad), JSON.stringify(bad)).toBe(false);
      expect(isBase64(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('the pattern and the round trip agree on every 1-, 2- and 4-character string of a sample alphabet with padding', () => {
    const alphabet = ['A', 'B', 'Q', 'R', 'g', 'h', 'w', 'x', '0', '9', '+', '/', '=', '-', ' '];
    const strings: string[] = [];
    for (const a of alphabet) for (const b of alphabet) {
      strings.push(a, a + b);
      for (const c of alphabet) for (const d of alphabet) strings.push(a + b + c + d);
    }
    for (const text of strings) {
      if (BASE64_PATTERN.test(text) !== isBase64(text)) expect.fail(`${JSON.stringify(text)}: pattern ${BASE64_PATTERN.test(text)}, round trip ${isBase64(text)}`);
    }
  });
});

describe('formats in entity validation', () => {
  const ajv = createAjvInstance(undefined, { ...ENTITY_FORMATS });
  const birth = { type: 'string', title: '出生日期', format: 'birth-date' } as const;
  const photo = { type: 'string', title: '照片数据', format: 'base64' } as const;

  it('validators registering ENTITY_FORMATS refuse with the Chinese field messages', () => {
    const checkBirth = ajv.compile(birth);
    expect(checkBirth('2024/02/29')).toBe(true);
    expect(checkBirth('2024-02-30')).toBe(false);
    expect(fieldMessage(checkBirth.errors![0]!, birth, 'birthday')).toBe('没有输入正确的时间格式');
    const checkPhoto = ajv.compile(photo);
    expect(checkPhoto('iVBORw0KGgo=')).toBe(true);
    expect(checkPhoto('QR==')).toBe(false);
    expect(fieldMessage(checkPhoto.errors![0]!, photo, 'photo')).toBe('照片数据不是有效的 Base64 编码');
  });

  it('mock seeds and contract samples of these formats are valid values', () => {
    fakerZH_CN.seed(35);
    const refDate = new Date('2026-01-01T00:00:00Z');
    for (let i = 0; i < 50; i += 1) {
      expect(BIRTH_DATE_PATTERN.test(String(seedValue(fakerZH_CN, 'birthday', birth, refDate, true)))).toBe(true);
      expect(isBase64(String(seedValue(fakerZH_CN, 'photo', photo, refDate, true)))).toBe(true);
      expect(isBirthDate(String(sampleValue('birthday', birth, `u${i}`, i)))).toBe(true);
      expect(isBase64(String(sampleValue('photo', photo, `样本${i}`, i)))).toBe(true);
    }
  });

  it('a birth date is typed in a text input; a time field gets the time picker with 选择时间, a date keeps 请选择<label>', () => {
    const entity: EntitySchema = {
      $id: 'person', title: '人员', type: 'object',
      properties: { birthday: birth, startAt: { type: 'string', title: '开始时间' }, day: { type: 'string', title: '日期', format: 'date' } },
    };
    const form = resolveFormSchema(entity, { fields: ['birthday', { key: 'startAt', widget: 'time' }, 'day'] }, 'create');
    expect(form.schema.properties.birthday).toMatchObject({ format: 'birth-date' });
    expect(form.uiSchema.birthday).toMatchObject({ 'ui:widget': 'hpcText', 'ui:placeholder': '请输入出生日期' });
    expect(TIME_PLACEHOLDER).toBe('选择时间');
    expect(form.uiSchema.startAt).toMatchObject({ 'ui:widget': 'hpcTime', 'ui:placeholder': '选择时间' });
    expect(form.uiSchema.day).toMatchObject({ 'ui:widget': 'hpcDate', 'ui:placeholder': '请选择日期' });
  });
});
