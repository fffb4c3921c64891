import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeUpload } from '@/test/fake-upload';
import { MediaField } from './media-field';

const ID = '0123456789abcdef0123456789abcdef';

function Field({ accepts = 'image' as const, initial = '' }: { accepts?: 'image' | 'pdf'; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MediaField
        path="personalInfo.portrait"
        label="Portrait"
        accepts={accepts}
        value={value}
        onChange={setValue}
        emptyText="The built-in portrait is shown."
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const photo = (bytes = 2048) => new File([new Uint8Array(bytes)], 'me.jpg', { type: 'image/jpeg' });
const value = () => screen.getByTestId('value').textContent;

afterEach(() => {
  FakeUpload.last = undefined;
  vi.unstubAllGlobals();
});

describe('MediaField', () => {
  it('uploads a picked file with a progress bar, then previews it with its type, size and dimensions', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    render(<Field />);
    expect(screen.getByText('The built-in portrait is shown.')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Portrait'), photo());
    const upload = FakeUpload.last!;
    expect([upload.method, upload.url]).toEqual(['POST', '/api/media']);
    expect((upload.sent!.get('file') as File).name).toBe('me.jpg');
    upload.progress(512, 2048);
    // The bar may be drawn at 0 before the progress reaches it: on a busy machine it was read then.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading: Portrait' })).toHaveAttribute('value', '0.25'),
    );

    const url = `/media/${ID}-1600x1200-1280.webp`;
    upload.answer(201, { id: ID, url, kind: 'image', type: 'image/jpeg', bytes: 2_516_582, width: 1600, height: 1200 });

    expect(await screen.findByText('JPEG · 2.4 MB · 1600 × 1200 px')).toBeInTheDocument();
    expect(value()).toBe(url);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Replace')).toBeInTheDocument();
  });

  it("shows the server's reason for refusing a file, and keeps the value", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    render(<Field />);

    await userEvent.upload(screen.getByLabelText('Portrait'), photo());
    FakeUpload.last!.answer(415, {
      message: 'This file is not one the site takes. Upload a JPEG, PNG, WebP or AVIF image, or a PDF.',
    });

    expect(await screen.findByText(/This file is not one the site takes/)).toBeInTheDocument();
    expect(screen.getByLabelText('Portrait')).toHaveAttribute('aria-invalid', 'true');
    expect(value()).toBe('');
  });

  it('refuses a file over the limit without sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    render(<Field accepts="pdf" />);

    await userEvent.upload(
      screen.getByLabelText('Portrait'),
      new File([new Uint8Array(6 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByText('This file is 6 MB; the most is 5 MB.')).toBeInTheDocument();
    expect(FakeUpload.last).toBeUndefined();
  });

  it('refuses an image for a PDF field, as the server judged it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    render(<Field accepts="pdf" />);

    // A dropped file is not filtered by the picker's `accept`.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Portrait'), photo());
    FakeUpload.last!.answer(201, {
      id: ID,
      url: `/media/${ID}-10x10-10.webp`,
      kind: 'image',
      type: 'image/png',
      bytes: 90,
      width: 10,
      height: 10,
    });

    expect(await screen.findByText('This is not a PDF. Upload the resume as a PDF file.')).toBeInTheDocument();
    expect(value()).toBe('');
  });

  it('says when the upload could not reach the API, or the session has ended', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    render(<Field />);

    await userEvent.upload(screen.getByLabelText('Portrait'), photo());
    FakeUpload.last!.onerror!();
    expect(
      await screen.findByText('The upload could not reach the API. Check the connection, then try again.'),
    ).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Portrait'), photo());
    FakeUpload.last!.answer(401, { message: 'Sign in first' });
    expect(await screen.findByText('Your session has ended. Sign in again, then upload the file.')).toBeInTheDocument();
  });

  it('uploads a file dropped on the field', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    render(<Field />);

    fireEvent.drop(screen.getByText(/or drop the file here/), { dataTransfer: { files: [photo(4096)] } });

    expect((FakeUpload.last!.sent!.get('file') as File).size).toBe(4096);
  });

  it('removes the file, falling back to the built-in one', async () => {
    render(<Field initial={`/media/${ID}-800x600-800.webp`} />);
    expect(screen.getByText('800 × 600 px')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove: Portrait' }));

    expect(value()).toBe('');
    expect(screen.getByText('The built-in portrait is shown.')).toBeInTheDocument();
  });
});
