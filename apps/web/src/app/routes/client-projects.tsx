import { Navigate } from 'react-router';

/** The admin shell's client-projects section is the client portal's My Projects (decisions section 11). */
export default function ClientProjectsSectionPage() {
  return <Navigate to="/client/projects" replace />;
}
