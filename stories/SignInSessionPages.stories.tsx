import type { Meta, StoryObj } from '@storybook/react-vite'
import { ForgotPasswordView } from '@hosts/site/pages/account/ForgotPassword'
import { ProfileView, SignedOut } from '@hosts/site/pages/account/Profile'
import { SignInView } from '@hosts/site/pages/account/SignIn'
import { SignUpView } from '@hosts/site/pages/account/SignUp'
import { loginFailed, profileIn, resetIn, signInIn, signUpIn, user } from './sign-in.fixtures'

/** The session pages (/session/signin, /session/signup, /session/forgot-password) and the profile page. */
const meta = {
  title: 'Site/Account pages',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const SignInEmpty: Story = { render: () => <SignInView country="ke" form={signInIn('empty')} /> }
export const SignInInvalid: Story = { render: () => <SignInView country="ke" form={signInIn('invalid')} /> }
export const SignInBusy: Story = { render: () => <SignInView country="ke" form={signInIn('busy')} /> }
export const SignInFailed: Story = { render: () => <SignInView country="ke" form={signInIn('empty', loginFailed)} /> }
export const SignInAfterSignUp: Story = { render: () => <SignInView country="ke" form={signInIn('empty')} notice="registered" /> }
export const SignInAfterReset: Story = { render: () => <SignInView country="tz" form={signInIn('empty')} notice="reset" /> }

export const SignUpEmpty: Story = { render: () => <SignUpView country="ke" form={signUpIn('empty')} /> }
export const SignUpInvalid: Story = { render: () => <SignUpView country="ke" form={signUpIn('invalid')} /> }
export const SignUpBusy: Story = { render: () => <SignUpView country="ke" form={signUpIn('busy')} /> }
export const SignUpFailed: Story = { render: () => <SignUpView country="ke" form={signUpIn('failed')} /> }

export const ForgotByEmail: Story = { render: () => <ForgotPasswordView country="ke" form={resetIn('byEmail')} /> }
export const ForgotByPhone: Story = { render: () => <ForgotPasswordView country="ke" form={resetIn('byPhone')} /> }
export const ForgotInvalidEmail: Story = { render: () => <ForgotPasswordView country="ke" form={resetIn('invalidEmail')} /> }
export const ForgotSending: Story = { render: () => <ForgotPasswordView country="ke" form={resetIn('sending')} /> }
export const ForgotCodeSent: Story = { render: () => <ForgotPasswordView country="ke" form={resetIn('codeSent')} /> }
export const ForgotResetInvalid: Story = { render: () => <ForgotPasswordView country="ke" form={resetIn('resetInvalid')} /> }
export const ForgotResetFailed: Story = { render: () => <ForgotPasswordView country="ke" form={resetIn('resetFailed')} /> }

export const ProfileSignedOut: Story = { render: () => <SignedOut onSignIn={() => undefined} /> }
export const ProfileLoading: Story = { render: () => <ProfileView profile={profileIn('loading')} user={user} /> }
export const ProfileLoadFailed: Story = { render: () => <ProfileView profile={profileIn('loadFailed')} user={user} /> }
export const ProfileReady: Story = { render: () => <ProfileView profile={profileIn('ready')} user={user} /> }
export const ProfileInvalid: Story = { render: () => <ProfileView profile={profileIn('invalid')} user={user} /> }
export const ProfileSaving: Story = { render: () => <ProfileView profile={profileIn('saving')} user={user} /> }
export const ProfileSaved: Story = { render: () => <ProfileView profile={profileIn('saved')} user={user} /> }
export const ProfileSaveFailed: Story = { render: () => <ProfileView profile={profileIn('saveFailed')} user={user} /> }
export const ProfilePasswordInvalid: Story = { render: () => <ProfileView profile={profileIn('passwordInvalid')} user={user} /> }
export const ProfilePasswordChanged: Story = { render: () => <ProfileView profile={profileIn('passwordChanged')} user={user} /> }
export const ProfileSigningOut: Story = { render: () => <ProfileView profile={profileIn('signingOut')} user={user} /> }
