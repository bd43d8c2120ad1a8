PRAGMA foreign_keys = ON;

CREATE TABLE developers (
    developer_id INTEGER PRIMARY KEY,
    full_name    TEXT NOT NULL,
    email        TEXT NOT NULL UNIQUE,
    team         TEXT NOT NULL,
    role         TEXT NOT NULL,
    joined_on    TEXT NOT NULL
);

CREATE TABLE projects (
    project_id          INTEGER PRIMARY KEY,
    name                TEXT NOT NULL UNIQUE,
    project_key         TEXT NOT NULL UNIQUE,
    lead_id             INTEGER REFERENCES developers(developer_id),
    started_on          TEXT NOT NULL,
    target_release_date TEXT
);

CREATE TABLE project_members (
    project_id   INTEGER NOT NULL REFERENCES projects(project_id),
    developer_id INTEGER NOT NULL REFERENCES developers(developer_id),
    added_on     TEXT NOT NULL,
    PRIMARY KEY (project_id, developer_id)
);

CREATE TABLE issues (
    issue_id       INTEGER PRIMARY KEY,
    project_id     INTEGER NOT NULL REFERENCES projects(project_id),
    title          TEXT NOT NULL,
    issue_type     TEXT NOT NULL CHECK (issue_type IN ('bug','feature','task')),
    component      TEXT NOT NULL,
    priority       TEXT NOT NULL CHECK (priority IN ('low','medium','high','critical')),
    status         TEXT NOT NULL CHECK (status IN ('open','in progress','in review','resolved','closed')),
    reporter_id    INTEGER NOT NULL REFERENCES developers(developer_id),
    assignee_id    INTEGER REFERENCES developers(developer_id),
    created_at     TEXT NOT NULL,
    resolved_at    TEXT,
    estimate_hours REAL,
    logged_hours   REAL NOT NULL DEFAULT 0
);

CREATE TABLE labels (
    label_id INTEGER PRIMARY KEY,
    name     TEXT NOT NULL UNIQUE,
    color    TEXT NOT NULL
);

CREATE TABLE issue_labels (
    issue_id INTEGER NOT NULL REFERENCES issues(issue_id),
    label_id INTEGER NOT NULL REFERENCES labels(label_id),
    PRIMARY KEY (issue_id, label_id)
);


INSERT INTO developers VALUES (1, 'Priya Raman', 'priya.raman@larkspur.dev', 'Platform', 'Senior Engineer', '2019-04-01');
INSERT INTO developers VALUES (2, 'Mirela Dascalu', 'mirela.dascalu@larkspur.dev', 'Release', 'Release Manager', '2018-01-15');
INSERT INTO developers VALUES (3, 'Tobias Wendt', 'tobias.wendt@larkspur.dev', 'Web', 'Engineer', '2021-06-07');
INSERT INTO developers VALUES (4, 'Ama Owusu', 'ama.owusu@larkspur.dev', 'Mobile', 'Senior Engineer', '2020-02-10');
INSERT INTO developers VALUES (5, 'Jakub Horak', 'jakub.horak@larkspur.dev', 'Platform', 'Staff Engineer', '2017-09-18');
INSERT INTO developers VALUES (6, 'Lucia Ferrante', 'lucia.ferrante@larkspur.dev', 'Web', 'Engineering Manager', '2018-11-05');
INSERT INTO developers VALUES (7, 'Daniel Achebe', 'daniel.achebe@larkspur.dev', 'Mobile', 'Engineer', '2022-03-21');
INSERT INTO developers VALUES (8, 'Sunniva Berg', 'sunniva.berg@larkspur.dev', 'QA', 'QA Engineer', '2020-08-24');
INSERT INTO developers VALUES (9, 'Hiro Tanabe', 'hiro.tanabe@larkspur.dev', 'Infrastructure', 'Site Reliability Engineer', '2019-10-14');
INSERT INTO developers VALUES (10, 'Camille Rousseau', 'camille.rousseau@larkspur.dev', 'Design', 'Product Designer', '2021-01-11');
INSERT INTO developers VALUES (11, 'Oskar Lindahl', 'oskar.lindahl@larkspur.dev', 'Infrastructure', 'Engineer', '2023-02-27');
INSERT INTO developers VALUES (12, 'Zainab Bello', 'zainab.bello@larkspur.dev', 'Web', 'Senior Engineer', '2019-07-29');
INSERT INTO developers VALUES (13, 'Rory McAllister', 'rory.mcallister@larkspur.dev', 'Platform', 'Engineer', '2022-09-12');
INSERT INTO developers VALUES (14, 'Ngozi Eze', 'ngozi.eze@larkspur.dev', 'QA', 'QA Lead', '2018-05-02');
INSERT INTO developers VALUES (15, 'Felix Amsel', 'felix.amsel@larkspur.dev', 'Mobile', 'Engineering Manager', '2017-03-13');
INSERT INTO developers VALUES (16, 'Ines Valdivia', 'ines.valdivia@larkspur.dev', 'Data', 'Data Engineer', '2021-10-04');
INSERT INTO developers VALUES (17, 'Kalani Akana', 'kalani.akana@larkspur.dev', 'Data', 'Engineer', '2023-08-21');
INSERT INTO developers VALUES (18, 'Bram de Vries', 'bram.devries@larkspur.dev', 'Security', 'Security Engineer', '2020-12-07');

INSERT INTO projects VALUES (1, 'Atlas', 'ATL', 5, '2021-03-01', '2025-11-30');
INSERT INTO projects VALUES (2, 'Beacon', 'BCN', 6, '2022-01-17', '2025-06-30');
INSERT INTO projects VALUES (3, 'Cinder', 'CND', 9, '2020-05-04', NULL);
INSERT INTO projects VALUES (4, 'Driftwood', 'DRW', 15, '2023-02-06', '2025-09-15');
INSERT INTO projects VALUES (5, 'Ember Payments', 'EMB', 1, '2022-08-22', '2025-12-01');
INSERT INTO projects VALUES (6, 'Fathom Analytics', 'FTH', 16, '2021-11-08', '2025-04-30');
INSERT INTO projects VALUES (7, 'Gossamer UI Kit', 'GSM', 10, '2022-04-11', NULL);
INSERT INTO projects VALUES (8, 'Halyard Auth', 'HLY', 18, '2023-06-05', '2025-08-01');
INSERT INTO projects VALUES (9, 'Ironbark CLI', 'IRB', 13, '2023-09-18', '2025-10-20');
INSERT INTO projects VALUES (10, 'Juniper Mobile', 'JNP', 4, '2022-10-03', '2025-07-14');
INSERT INTO projects VALUES (11, 'Kelp Search', 'KLP', 12, '2024-01-15', '2026-01-31');
INSERT INTO projects VALUES (12, 'Lantern Docs', 'LNT', 3, '2021-07-19', NULL);
INSERT INTO projects VALUES (13, 'Marlin Notifications', 'MRL', 7, '2024-03-04', '2025-12-15');
INSERT INTO projects VALUES (14, 'Nimbus Deploy', 'NMB', 11, '2023-11-27', '2025-05-31');
INSERT INTO projects VALUES (15, 'Orchard Billing', 'ORC', 5, '2024-06-10', '2026-03-31');

INSERT INTO project_members VALUES (1, 2, '2021-04-06');
INSERT INTO project_members VALUES (1, 5, '2021-05-27');
INSERT INTO project_members VALUES (1, 13, '2022-09-22');
INSERT INTO project_members VALUES (2, 2, '2022-05-02');
INSERT INTO project_members VALUES (2, 6, '2022-05-07');
INSERT INTO project_members VALUES (2, 7, '2022-03-26');
INSERT INTO project_members VALUES (3, 2, '2020-08-13');
INSERT INTO project_members VALUES (3, 4, '2020-07-20');
INSERT INTO project_members VALUES (3, 5, '2020-05-09');
INSERT INTO project_members VALUES (3, 9, '2020-07-26');
INSERT INTO project_members VALUES (4, 2, '2023-04-26');
INSERT INTO project_members VALUES (4, 6, '2023-02-12');
INSERT INTO project_members VALUES (4, 15, '2023-05-30');
INSERT INTO project_members VALUES (5, 1, '2022-08-31');
INSERT INTO project_members VALUES (5, 2, '2022-09-05');
INSERT INTO project_members VALUES (5, 10, '2022-11-06');
INSERT INTO project_members VALUES (6, 2, '2022-02-01');
INSERT INTO project_members VALUES (6, 5, '2022-02-24');
INSERT INTO project_members VALUES (6, 12, '2021-12-27');
INSERT INTO project_members VALUES (6, 16, '2022-02-18');
INSERT INTO project_members VALUES (7, 2, '2022-07-06');
INSERT INTO project_members VALUES (7, 4, '2022-07-20');
INSERT INTO project_members VALUES (7, 10, '2022-07-06');
INSERT INTO project_members VALUES (8, 2, '2023-07-07');
INSERT INTO project_members VALUES (8, 15, '2023-09-05');
INSERT INTO project_members VALUES (8, 18, '2023-08-05');
INSERT INTO project_members VALUES (9, 2, '2024-01-09');
INSERT INTO project_members VALUES (9, 10, '2023-09-29');
INSERT INTO project_members VALUES (9, 13, '2023-09-18');
INSERT INTO project_members VALUES (9, 15, '2024-01-16');
INSERT INTO project_members VALUES (10, 2, '2022-10-22');
INSERT INTO project_members VALUES (10, 4, '2022-10-22');
INSERT INTO project_members VALUES (10, 8, '2022-12-21');
INSERT INTO project_members VALUES (10, 12, '2022-12-31');
INSERT INTO project_members VALUES (11, 2, '2024-02-17');
INSERT INTO project_members VALUES (11, 12, '2024-04-14');
INSERT INTO project_members VALUES (11, 14, '2024-04-08');
INSERT INTO project_members VALUES (12, 2, '2021-08-03');
INSERT INTO project_members VALUES (12, 3, '2021-11-08');
INSERT INTO project_members VALUES (12, 13, '2022-11-30');
INSERT INTO project_members VALUES (13, 2, '2024-04-17');
INSERT INTO project_members VALUES (13, 6, '2024-06-14');
INSERT INTO project_members VALUES (13, 7, '2024-05-27');
INSERT INTO project_members VALUES (14, 2, '2024-02-23');
INSERT INTO project_members VALUES (14, 11, '2024-03-07');
INSERT INTO project_members VALUES (14, 15, '2023-12-22');
INSERT INTO project_members VALUES (14, 18, '2024-03-14');
INSERT INTO project_members VALUES (15, 2, '2024-07-17');
INSERT INTO project_members VALUES (15, 5, '2024-08-27');
INSERT INTO project_members VALUES (15, 10, '2024-09-06');
INSERT INTO project_members VALUES (15, 13, '2024-07-06');

INSERT INTO issues VALUES (1, 15, 'Slow query on cohort report', 'bug', 'data', 'high', 'open', 13, 10, '2024-02-02', NULL, 2.0, 0.0);
INSERT INTO issues VALUES (2, 9, 'Quickstart uses removed flag', 'bug', 'docs', 'low', 'open', 14, 2, '2024-06-18', NULL, 8.0, 0.0);
INSERT INTO issues VALUES (3, 6, 'Schema change breaks ingestion', 'bug', 'data', 'medium', 'open', 2, 2, '2025-06-05', NULL, NULL, 0.0);
INSERT INTO issues VALUES (4, 10, 'Push notification badge not cleared', 'bug', 'mobile', 'medium', 'resolved', 2, 4, '2024-12-31', '2025-01-25', 16.0, 17.5);
INSERT INTO issues VALUES (5, 7, 'Dark mode contrast on settings page', 'bug', 'web', 'high', 'closed', 14, 4, '2024-07-09', '2024-08-13', 8.0, 14.5);
INSERT INTO issues VALUES (6, 9, 'Document webhook signature verification', 'feature', 'docs', 'low', 'in review', 14, 2, '2024-03-13', NULL, NULL, 1.0);
INSERT INTO issues VALUES (7, 7, 'Broken link in footer', 'bug', 'web', 'low', 'in progress', 10, 4, '2024-01-07', NULL, 8.0, 3.5);
INSERT INTO issues VALUES (8, 11, 'Dashboard chart flickers on resize', 'bug', 'web', 'high', 'open', 8, NULL, '2024-12-30', NULL, 24.0, 0.0);
INSERT INTO issues VALUES (9, 14, 'Upgrade Postgres to 15', 'task', 'infra', 'medium', 'open', 14, NULL, '2024-09-23', NULL, NULL, 0.0);
INSERT INTO issues VALUES (10, 2, 'Dashboard chart flickers on resize', 'bug', 'web', 'low', 'closed', 6, 6, '2024-07-05', '2024-08-01', 4.0, 3.5);
INSERT INTO issues VALUES (11, 5, 'Date picker ignores locale', 'bug', 'web', 'medium', 'closed', 2, 1, '2024-12-05', '2025-01-19', 8.0, 6.5);
INSERT INTO issues VALUES (12, 7, 'Dashboard chart flickers on resize', 'bug', 'web', 'low', 'open', 14, 4, '2024-08-07', NULL, 24.0, 0.0);
INSERT INTO issues VALUES (13, 14, 'Disk alert noise on log hosts', 'bug', 'infra', 'critical', 'in progress', 14, 15, '2024-01-05', NULL, 16.0, 12.5);
INSERT INTO issues VALUES (14, 3, 'Upgrade Postgres to 15', 'task', 'infra', 'high', 'in progress', 5, 2, '2025-06-20', NULL, 16.0, 4.0);
INSERT INTO issues VALUES (15, 8, 'Offline mode drops queued edits', 'bug', 'mobile', 'high', 'in progress', 8, 2, '2024-12-09', NULL, 2.0, 0.5);
INSERT INTO issues VALUES (16, 6, 'Add freshness checks to warehouse models', 'feature', 'data', 'low', 'resolved', 5, 16, '2025-06-01', '2025-07-17', 40.0, 61.5);
INSERT INTO issues VALUES (17, 4, 'Deprecate legacy token endpoint', 'task', 'api', 'low', 'open', 8, 15, '2024-02-13', NULL, 2.0, 0.0);
INSERT INTO issues VALUES (18, 7, 'Add keyboard shortcuts to editor', 'feature', 'web', 'critical', 'resolved', 2, 10, '2025-02-14', '2025-04-06', 2.0, 1.5);
INSERT INTO issues VALUES (19, 15, 'Add freshness checks to warehouse models', 'feature', 'data', 'medium', 'closed', 5, 2, '2025-05-20', '2025-06-01', 8.0, 10.0);
INSERT INTO issues VALUES (20, 11, 'Broken link in footer', 'bug', 'web', 'low', 'resolved', 14, 14, '2025-03-14', '2025-04-22', 8.0, 14.0);
INSERT INTO issues VALUES (21, 5, 'Deprecate legacy token endpoint', 'task', 'api', 'high', 'in review', 8, 1, '2025-04-27', NULL, 40.0, 13.5);
INSERT INTO issues VALUES (22, 6, 'Backfill events for March outage', 'task', 'data', 'medium', 'open', 14, 5, '2025-02-11', NULL, 8.0, 0.0);
INSERT INTO issues VALUES (23, 12, 'Login form loses focus on error', 'bug', 'web', 'low', 'closed', 14, 3, '2024-05-30', '2024-05-31', 8.0, 8.5);
INSERT INTO issues VALUES (24, 12, 'Dark mode contrast on settings page', 'bug', 'web', 'low', 'resolved', 8, 13, '2025-06-01', '2025-06-05', 4.0, 7.5);
INSERT INTO issues VALUES (25, 9, 'Add migration guide for v3', 'feature', 'docs', 'high', 'open', 13, NULL, '2024-03-05', NULL, 24.0, 0.0);
INSERT INTO issues VALUES (26, 3, 'Disk alert noise on log hosts', 'bug', 'infra', 'high', 'in review', 5, 2, '2025-04-27', NULL, 40.0, 27.0);
INSERT INTO issues VALUES (27, 12, 'Add keyboard shortcuts to editor', 'feature', 'web', 'high', 'in progress', 8, 3, '2025-06-06', NULL, 2.0, 1.0);
INSERT INTO issues VALUES (28, 2, 'Date picker ignores locale', 'bug', 'web', 'high', 'resolved', 7, 2, '2025-05-25', '2025-05-26', 2.0, 2.0);
INSERT INTO issues VALUES (29, 1, 'Upgrade Postgres to 15', 'task', 'infra', 'critical', 'open', 13, 2, '2024-04-02', NULL, 8.0, 0.0);
INSERT INTO issues VALUES (30, 11, 'Validate currency codes on invoice create', 'task', 'api', 'medium', 'resolved', 12, 2, '2024-06-26', '2024-07-10', 16.0, 11.5);
INSERT INTO issues VALUES (31, 1, 'Add pagination to /v2/accounts', 'feature', 'api', 'high', 'in review', 8, 13, '2024-02-12', NULL, 16.0, 9.5);
INSERT INTO issues VALUES (32, 4, 'Webhook retries fire twice', 'bug', 'api', 'high', 'resolved', 15, 15, '2025-03-13', '2025-04-08', 40.0, 32.0);
INSERT INTO issues VALUES (33, 13, 'Webhook retries fire twice', 'bug', 'api', 'high', 'resolved', 7, 6, '2025-05-29', '2025-05-30', 16.0, 23.5);
INSERT INTO issues VALUES (34, 14, 'Terraform drift in load balancer config', 'task', 'infra', 'medium', 'open', 8, NULL, '2024-11-05', NULL, 2.0, 0.0);
INSERT INTO issues VALUES (35, 1, 'Rate limiter returns 500 instead of 429', 'bug', 'api', 'critical', 'in review', 2, 5, '2024-02-19', NULL, 24.0, 5.0);
INSERT INTO issues VALUES (36, 3, 'Migrate CI runners to new region', 'task', 'infra', 'high', 'closed', 5, 9, '2025-04-18', '2025-04-22', NULL, 9.5);
INSERT INTO issues VALUES (37, 13, 'Rate limiter returns 500 instead of 429', 'bug', 'api', 'medium', 'open', 6, 6, '2024-05-17', NULL, 24.0, 0.0);
INSERT INTO issues VALUES (38, 11, 'Date picker ignores locale', 'bug', 'web', 'critical', 'in review', 14, 2, '2025-05-26', NULL, 4.0, 3.5);
INSERT INTO issues VALUES (39, 15, 'Schema change breaks ingestion', 'bug', 'data', 'medium', 'in review', 5, 13, '2024-03-27', NULL, 8.0, 5.0);
INSERT INTO issues VALUES (40, 1, 'Webhook retries fire twice', 'bug', 'api', 'medium', 'in review', 5, 2, '2025-02-16', NULL, 8.0, 7.0);
INSERT INTO issues VALUES (41, 6, 'Duplicate rows in daily revenue table', 'bug', 'data', 'high', 'closed', 2, 16, '2024-02-23', '2024-03-06', 8.0, 13.0);
INSERT INTO issues VALUES (42, 5, 'Dashboard chart flickers on resize', 'bug', 'web', 'critical', 'resolved', 10, 1, '2025-03-08', '2025-04-02', 24.0, 36.0);
INSERT INTO issues VALUES (43, 5, 'Search box clears on back navigation', 'bug', 'web', 'critical', 'in review', 1, 1, '2025-07-12', NULL, 16.0, 7.0);
INSERT INTO issues VALUES (44, 6, 'Slow query on cohort report', 'bug', 'data', 'medium', 'resolved', 14, 12, '2025-03-28', '2025-04-30', 8.0, 7.5);
INSERT INTO issues VALUES (45, 14, 'Nightly backup job exceeds window', 'bug', 'infra', 'high', 'closed', 2, 2, '2024-07-11', '2024-08-14', 40.0, 21.5);
INSERT INTO issues VALUES (46, 11, 'Dark mode contrast on settings page', 'bug', 'web', 'medium', 'closed', 14, 14, '2024-05-31', '2024-07-27', 40.0, 57.5);
INSERT INTO issues VALUES (47, 8, 'Crash on launch for Android 12', 'bug', 'mobile', 'critical', 'in progress', 14, 18, '2024-12-02', NULL, NULL, 3.5);
INSERT INTO issues VALUES (48, 6, 'Schema change breaks ingestion', 'bug', 'data', 'critical', 'resolved', 12, 12, '2025-02-27', '2025-03-13', 4.0, 6.0);
INSERT INTO issues VALUES (49, 6, 'Slow query on cohort report', 'bug', 'data', 'medium', 'in progress', 2, 12, '2025-06-22', NULL, 40.0, 25.5);
INSERT INTO issues VALUES (50, 13, 'Deprecate legacy token endpoint', 'task', 'api', 'medium', 'in progress', 7, 7, '2024-11-02', NULL, 4.0, 2.5);
INSERT INTO issues VALUES (51, 11, 'Search box clears on back navigation', 'bug', 'web', 'medium', 'resolved', 14, 14, '2025-05-19', '2025-06-10', 16.0, 11.0);
INSERT INTO issues VALUES (52, 10, 'Biometric login prompt appears twice', 'bug', 'mobile', 'high', 'in progress', 12, 2, '2024-05-02', NULL, 8.0, 5.5);
INSERT INTO issues VALUES (53, 15, 'Rate limiter returns 500 instead of 429', 'bug', 'api', 'medium', 'closed', 10, 10, '2024-06-08', '2024-06-09', 4.0, 7.0);
INSERT INTO issues VALUES (54, 8, 'Biometric login prompt appears twice', 'bug', 'mobile', 'high', 'open', 14, NULL, '2024-10-25', NULL, 8.0, 0.0);
INSERT INTO issues VALUES (55, 9, 'Typos in CLI reference', 'task', 'docs', 'medium', 'open', 14, 2, '2024-04-08', NULL, 8.0, 0.0);
INSERT INTO issues VALUES (56, 5, 'Add keyboard shortcuts to editor', 'feature', 'web', 'high', 'open', 14, NULL, '2025-01-10', NULL, 16.0, 0.0);
INSERT INTO issues VALUES (57, 1, 'Timeout on bulk export endpoint', 'bug', 'api', 'high', 'open', 2, NULL, '2025-04-10', NULL, 8.0, 0.0);
INSERT INTO issues VALUES (58, 10, 'App size grew 18 MB after update', 'bug', 'mobile', 'high', 'in review', 12, 8, '2025-03-20', NULL, 8.0, 4.0);
INSERT INTO issues VALUES (59, 3, 'Terraform drift in load balancer config', 'task', 'infra', 'medium', 'open', 8, NULL, '2024-02-06', NULL, 24.0, 0.0);
INSERT INTO issues VALUES (60, 1, 'Deprecate legacy token endpoint', 'task', 'api', 'high', 'resolved', 5, 13, '2024-09-26', '2024-09-28', 16.0, 12.5);

INSERT INTO labels VALUES (1, 'regression', '#d73a4a');
INSERT INTO labels VALUES (2, 'mobile', '#1d76db');
INSERT INTO labels VALUES (3, 'security', '#b60205');
INSERT INTO labels VALUES (4, 'performance', '#fbca04');
INSERT INTO labels VALUES (5, 'good first issue', '#7057ff');
INSERT INTO labels VALUES (6, 'needs triage', '#ededed');
INSERT INTO labels VALUES (7, 'customer-reported', '#0e8a16');
INSERT INTO labels VALUES (8, 'tech debt', '#c5def5');
INSERT INTO labels VALUES (9, 'accessibility', '#5319e7');
INSERT INTO labels VALUES (10, 'blocked', '#000000');
INSERT INTO labels VALUES (11, 'documentation', '#0075ca');
INSERT INTO labels VALUES (12, 'flaky test', '#e99695');
INSERT INTO labels VALUES (13, 'ux', '#bfdadc');
INSERT INTO labels VALUES (14, 'data quality', '#006b75');
INSERT INTO labels VALUES (15, 'wontfix', '#ffffff');

INSERT INTO issue_labels VALUES (1, 14);
INSERT INTO issue_labels VALUES (2, 1);
INSERT INTO issue_labels VALUES (2, 11);
INSERT INTO issue_labels VALUES (3, 7);
INSERT INTO issue_labels VALUES (3, 14);
INSERT INTO issue_labels VALUES (4, 4);
INSERT INTO issue_labels VALUES (5, 1);
INSERT INTO issue_labels VALUES (6, 11);
INSERT INTO issue_labels VALUES (7, 1);
INSERT INTO issue_labels VALUES (8, 1);
INSERT INTO issue_labels VALUES (12, 1);
INSERT INTO issue_labels VALUES (13, 8);
INSERT INTO issue_labels VALUES (14, 8);
INSERT INTO issue_labels VALUES (15, 2);
INSERT INTO issue_labels VALUES (15, 4);
INSERT INTO issue_labels VALUES (16, 6);
INSERT INTO issue_labels VALUES (17, 2);
INSERT INTO issue_labels VALUES (17, 3);
INSERT INTO issue_labels VALUES (19, 7);
INSERT INTO issue_labels VALUES (19, 14);
INSERT INTO issue_labels VALUES (20, 6);
INSERT INTO issue_labels VALUES (21, 4);
INSERT INTO issue_labels VALUES (22, 14);
INSERT INTO issue_labels VALUES (23, 9);
INSERT INTO issue_labels VALUES (24, 13);
INSERT INTO issue_labels VALUES (25, 11);
INSERT INTO issue_labels VALUES (26, 1);
INSERT INTO issue_labels VALUES (27, 5);
INSERT INTO issue_labels VALUES (28, 5);
INSERT INTO issue_labels VALUES (29, 3);
INSERT INTO issue_labels VALUES (31, 7);
INSERT INTO issue_labels VALUES (32, 2);
INSERT INTO issue_labels VALUES (33, 2);
INSERT INTO issue_labels VALUES (34, 3);
INSERT INTO issue_labels VALUES (37, 2);
INSERT INTO issue_labels VALUES (39, 7);
INSERT INTO issue_labels VALUES (41, 6);
INSERT INTO issue_labels VALUES (41, 14);
INSERT INTO issue_labels VALUES (43, 12);
INSERT INTO issue_labels VALUES (44, 14);
INSERT INTO issue_labels VALUES (45, 1);
INSERT INTO issue_labels VALUES (46, 8);
INSERT INTO issue_labels VALUES (47, 1);
INSERT INTO issue_labels VALUES (48, 4);
INSERT INTO issue_labels VALUES (48, 14);
INSERT INTO issue_labels VALUES (50, 2);
INSERT INTO issue_labels VALUES (50, 3);
INSERT INTO issue_labels VALUES (51, 5);
INSERT INTO issue_labels VALUES (52, 1);
INSERT INTO issue_labels VALUES (53, 6);
INSERT INTO issue_labels VALUES (54, 12);
INSERT INTO issue_labels VALUES (55, 11);
INSERT INTO issue_labels VALUES (56, 9);
INSERT INTO issue_labels VALUES (57, 1);
INSERT INTO issue_labels VALUES (57, 10);
INSERT INTO issue_labels VALUES (58, 2);
