-- ALTER TABLE x RENAME TO y of a missing table is refused
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run ALTER TABLE RENAME TO
-- exit: 1
-- stderr: table 'default.x' does not exist
CREATE TABLE t (k INT);
ALTER TABLE x RENAME TO y;
SHOW TABLES;
