import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SemanticIndexLine } from './semantic-index-line';

describe('SemanticIndexLine', () => {
  it('shows how far the background index has got while it runs', () => {
    render(<SemanticIndexLine index={{ status: 'running', embedded: 1200, total: 2600 }} />);
    expect(screen.getByRole('status')).toHaveTextContent('1,200 of 2,600 passages read');
  });

  it('says when every passage has been read', () => {
    render(<SemanticIndexLine index={{ status: 'ready', embedded: 260, total: 260 }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/understands questions in other words: all 260/i);
  });

  it('says the assistant keeps answering from exact words when the model is unavailable', () => {
    render(<SemanticIndexLine index={{ status: 'failed', embedded: 0, total: 260 }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/own words/);
  });
});
