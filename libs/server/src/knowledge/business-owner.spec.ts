import { namesBusinessOwner } from './business-owner';

describe('who owns or runs the business', () => {
  it.each([
    'Tara Thai Fusion Massage is owned and operated by Victoria Ames, LMT.',
    'Marija Sparano, Founder & CEO',
    'Austin Kim is the founding attorney of H&H Law, an immigration-only boutique in Santa Ana, California.',
    'First Step Preschool is run by Shri Swami Samarth Krupa Foundation — a trust serving Satpur.',
    'My name is Xiaowei Chen, child care provider and founder of Graceful Child Care, LLC (GCC).',
    'Owned and operated by Bryant and his son Christopher since 2003.',
    'Led by owner and craftsman Victor Hale, our team brings over 25 years of experience.',
    'Graziano is the founder and principal attorney of Graziano Law Group, PLLC, based in Pembroke Pines.',
  ])('reads %p', (sentence) => {
    expect(namesBusinessOwner(sentence)).toBe(true);
  });

  it.each([
    'Ava Martinez Business Owner',
    'Loan Owner: The name, address, and telephone number of the owner of your loan (the investor).',
    'All branding, text, code, and site content are owned by AAA Handyman Services LLC.',
    'He also served as President of ITI Finance Corporation, which was eventually sold to GE Capital.',
    'Please read these Terms of Use, operated by Graziano Law Group, PLLC.',
    'Salary > The Default: Owner’s Draw',
  ])('does not read %p', (sentence) => {
    expect(namesBusinessOwner(sentence)).toBe(false);
  });
});
