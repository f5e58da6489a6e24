-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the refusal is Flink's catalog manager's (the current database)
-- exit: 1
-- the current database (here `default`) cannot be dropped, even with CASCADE
CREATE TABLE t (a INT);
DROP DATABASE `default` CASCADE;
SHOW DATABASES;
