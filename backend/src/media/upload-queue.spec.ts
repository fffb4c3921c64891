import { UploadAbandoned, UploadQueue } from './upload-queue';

const queueOf = (waiting: number, deadlineMs = 60_000) =>
  new UploadQueue({ waiting, deadlineMs, processMemoryBytes: 0 });

/** Work that runs until `finish` is called, saying meanwhile whether it started. */
function heldWork() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const work = { started: false, finish, run: () => ((work.started = true), done) };
  return work;
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('UploadQueue', () => {
  it('lets in one upload being made and `waiting` more, turns the next away, and has room again once one leaves', () => {
    const queue = queueOf(2);
    const admitted = [queue.admit(), queue.admit(), queue.admit()];

    expect(admitted.every(Boolean)).toBe(true);
    expect(queue.admit()).toBeUndefined();
    admitted[0]!.leave();
    admitted[0]!.leave();
    const another = queue.admit();
    expect(another).toBeDefined();
    expect(queue.admit()).toBeUndefined();
    for (const admission of [...admitted, another]) admission?.leave();
  });

  it('runs the work of uploads one at a time, in the order they asked', async () => {
    const queue = queueOf(2);
    const [first, second, third] = [heldWork(), heldWork(), heldWork()];
    const signal = new AbortController().signal;
    const runs = [first, second, third].map((work) => queue.inTurn(signal, work.run));
    await settled();

    expect([first.started, second.started, third.started]).toEqual([true, false, false]);
    first.finish();
    await settled();
    expect([second.started, third.started]).toEqual([true, false]);
    second.finish();
    third.finish();
    await Promise.all(runs);
    expect(third.started).toBe(true);
  });

  it('drops an upload whose client goes away while it waits: it rejects at once and the next one takes its turn', async () => {
    const queue = queueOf(2);
    const [first, gone, next] = [heldWork(), heldWork(), heldWork()];
    const goneAdmission = queue.admit()!;
    const running = queue.inTurn(new AbortController().signal, first.run);
    const waiting = queue.inTurn(goneAdmission.signal, gone.run);
    const after = queue.inTurn(new AbortController().signal, next.run);

    goneAdmission.abandon();

    await expect(waiting).rejects.toEqual(new UploadAbandoned('client'));
    first.finish();
    next.finish();
    await Promise.all([running, after]);
    expect(gone.started).toBe(false);
    expect(next.started).toBe(true);
    goneAdmission.leave();
  });

  it('abandons an upload when its deadline passes, counted from when it was let in', async () => {
    jest.useFakeTimers();
    try {
      const queue = queueOf(1, 1000);
      const first = heldWork();
      const running = queue.inTurn(new AbortController().signal, first.run);
      const admission = queue.admit()!;
      const waiting = queue.inTurn(admission.signal, async () => 'made');

      jest.advanceTimersByTime(999);
      expect(admission.signal.aborted).toBe(false);
      jest.advanceTimersByTime(1);

      await expect(waiting).rejects.toEqual(new UploadAbandoned('deadline'));
      first.finish();
      await running;
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops counting the deadline of an upload that left', () => {
    jest.useFakeTimers();
    try {
      const admission = queueOf(0, 1000).admit()!;
      admission.leave();
      jest.advanceTimersByTime(5000);

      expect(admission.signal.aborted).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
