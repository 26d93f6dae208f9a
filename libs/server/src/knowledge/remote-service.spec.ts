import { offersRemoteService, remoteServiceKind } from './remote-service';

describe('serving clients who do not come in', () => {
  it.each([
    'As a 100% virtual CPA firm, we work with clients nationwide.',
    'E&N Tax & Accounting is a fully-virtual firm serving clients nationwide.',
    'We work entirely remotely, saving you time and making quality legal help accessible from anywhere in Texas.',
    'Video Consultations',
    '- ✓In-person or video call',
    'Enrolled Agent serving Somerset, Pulaski County, Kentucky, and clients nationwide through virtual appointments.',
    'Teegarden Tutoring specializes in one-on-one K-12 math tutoring over Zoom.',
  ])('reads %p', (sentence) => {
    expect(offersRemoteService(sentence)).toBe(true);
  });

  it.each([
    'Drag to pan, pinch or scroll to zoom, and tap a city chip below to fly the map.',
    'At this moment, everyone is struggling to adjust to remote learning.',
    'Screens are everywhere, and a video call with grandparents is not a failure.',
    'Tax advisory, accounting operations and remote or hybrid professional opportunities.',
    '24/7 crisis support nationwide',
    'Remote control batteries are on sale.',
  ])('does not read %p', (sentence) => {
    expect(offersRemoteService(sentence)).toBe(false);
  });

  it('tells serving clients anywhere from meeting them remotely', () => {
    expect(
      remoteServiceKind('E&N Tax & Accounting is a fully-virtual firm serving clients nationwide.'),
    ).toBe('anywhere');
    expect(remoteServiceKind('- ✓In-person or video call')).toBe('remote');
  });
});
