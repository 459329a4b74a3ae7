import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Permission, PERMISSION_TOKEN } from './Permission.tsx';

describe('Permission', () => {
  it('renders its children only for the token or an array containing it', () => {
    render(
      <>
        <Permission value={PERMISSION_TOKEN}><span>shown-a</span></Permission>
        <Permission value={['x', PERMISSION_TOKEN]}><span>shown-b</span></Permission>
        <Permission value="other"><span>hidden-c</span></Permission>
        <Permission value={['x', 'y']}><span>hidden-d</span></Permission>
      </>,
    );
    expect(screen.getByText('shown-a')).toBeTruthy();
    expect(screen.getByText('shown-b')).toBeTruthy();
    expect(screen.queryByText('hidden-c')).toBeNull();
    expect(screen.queryByText('hidden-d')).toBeNull();
  });
});
