import { describe, expect, it } from 'vitest';
import {
  currentStep,
  isFirst,
  isLast,
  type StepState,
  startSteps,
  stepOfField,
  stepReducer,
} from './step-machine';

const walk = (state: StepState, type: 'next' | 'back', times: number) => {
  let s = state;
  for (let i = 0; i < times; i++) s = stepReducer(s, { type });
  return s;
};

describe('the action wizard step machine', () => {
  it('gives ASM and HSADM the territory step and the other roles not', () => {
    const all = ['name', 'territory', 'type', 'event', 'location', 'date', 'time', 'personnel'];
    expect(startSteps('ASM').steps).toEqual(all);
    expect(startSteps('HSADM').steps).toEqual(all);
    expect(startSteps('ADMIN').steps).toEqual(all.filter((s) => s !== 'territory'));
    expect(startSteps(null).steps).toEqual(all.filter((s) => s !== 'territory'));
  });

  it('starts at the name and goes next and back within the steps, stopping at either end', () => {
    const start = startSteps('ADMIN');
    expect(currentStep(start)).toBe('name');
    expect(isFirst(start)).toBe(true);
    expect(stepReducer(start, { type: 'back' })).toBe(start);
    expect(currentStep(stepReducer(start, { type: 'next' }))).toBe('type');
    const end = walk(start, 'next', 6);
    expect(currentStep(end)).toBe('personnel');
    expect(isLast(end)).toBe(true);
    expect(stepReducer(end, { type: 'next' })).toBe(end);
    expect(currentStep(walk(end, 'back', 2))).toBe('date');
  });

  it('knows the step of each field of the draft', () => {
    expect(stepOfField('name')).toBe('name');
    expect(stepOfField('territory')).toBe('territory');
    expect(stepOfField('area')).toBe('territory');
    expect(stepOfField('type')).toBe('type');
    expect(stepOfField('event')).toBe('event');
    expect(stepOfField('actionPoints')).toBe('location');
    expect(stepOfField('date')).toBe('date');
    expect(stepOfField('timeStart')).toBe('time');
    expect(stepOfField('timeEnd')).toBe('time');
    expect(stepOfField('users')).toBe('personnel');
  });

  it('goes to the step of a field, and stays when this role has no such step', () => {
    const end = walk(startSteps('ASM'), 'next', 7);
    expect(currentStep(stepReducer(end, { type: 'field', field: 'timeEnd' }))).toBe('time');
    expect(currentStep(stepReducer(end, { type: 'field', field: 'area' }))).toBe('territory');
    const admin = walk(startSteps('ADMIN'), 'next', 6);
    expect(stepReducer(admin, { type: 'field', field: 'territory' })).toBe(admin);
  });
});
