import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderContentAt } from '../../../testing/render-content';
import { contactFixture, setUpContentServer, submissions } from '../../../testing/content-server';

setUpContentServer();

async function form(path = '/au/about-us/contact-us') {
  renderContentAt(path);
  await screen.findByRole('heading', { level: 1, name: 'Send us a message' });
  await screen.findByLabelText('Security question: What is 2 + 5?');
  return screen.getByRole('heading', { level: 1 }).closest('form')!;
}

async function fillValid(answer = '7') {
  await userEvent.type(screen.getByLabelText('Name'), 'Sam Builder');
  await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Purpose of Enquiry'), 'General Enquiry');
  await userEvent.type(screen.getByLabelText('Message'), 'Lead times for Luna mixers?');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  await userEvent.type(screen.getByLabelText('Security question: What is 2 + 5?'), answer);
}

describe('the contact form (storefront §4, §5, §8)', () => {
  it('shows every rule message and sends nothing while the form is wrong', async () => {
    await form();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Phone/), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please enter a valid first name.',
      'Purpose of enquiry is required.',
      'Please enter a valid email address.',
      'Please enter a valid phone number.',
      'Description is required.',
      'Please check the box if you want to proceed',
      'reCaptcha verification failed. Please try again',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(submissions).toEqual([]);
  });

  it('asks for the project type only for a project enquiry', async () => {
    await form();
    expect(screen.queryByLabelText('Project Type')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Purpose of Enquiry'), 'Project Enquiry');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Project type is required.')).toBeInTheDocument();
  });

  it('has no State on nz, and ?fromproduct preselects General Enquiry', async () => {
    await form('/nz/about-us/contact-us?fromproduct=LU1234-1');
    expect(screen.queryByLabelText(/State/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Purpose of Enquiry')).toHaveValue('General');
  });

  it("submits, clears the form and says 'Your query has been submitted.'", async () => {
    await form();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your query has been submitted.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(submissions).toEqual([
      {
        formData: expect.objectContaining({
          First_Name: 'Sam Builder',
          Email: 'sam@example.com',
          Purpose_of_Enquiry: 'General',
          Privacy_Consent: true,
        }),
        recaptchaValue: 'signed-0:7',
      },
    ]);
  });

  it('keeps every field on a technical failure and says so', async () => {
    contactFixture.fail = true;
    await form();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('We are experiencing technical issues. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Builder');
  });

  it('says the captcha failed on a wrong answer and asks a new question', async () => {
    await form();
    await fillValid('9');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('reCaptcha verification failed. Please try again'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Lead times for Luna mixers?');
  });

  it('opens the privacy terms in a modal', async () => {
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'privacy terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy terms' });
    expect(await within(dialog).findByText('We keep your details safe.')).toBeInTheDocument();
  });
});
