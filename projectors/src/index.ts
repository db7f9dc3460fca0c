export * from './projection';
export * from './runtime';
export * from './replay';
export * from './all-projections';
export * from './accounts/users-projection';
export * from './staff/staff-projection';
export * from './event-log/event-log-projection';
export * from './contact/contact-projection';
