import { Navigate } from 'react-router';

/** The admin shell's client-projects section is the client portal's My Projects. */
export default function ClientProjectsSectionPage() {
  return <Navigate to="/client/projects" replace />;
}
