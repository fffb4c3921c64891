/**
 * The browser's XMLHttpRequest, as far as an upload uses it: the network is what a unit test
 * cannot reach (the end-to-end tests upload for real). Each request waits for the test to answer.
 */
export class FakeUpload {
  static last: FakeUpload | undefined;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  status = 0;
  response: unknown;
  timeout = 0;
  responseType = '';
  sent: FormData | undefined;
  method = '';
  url = '';
  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}
