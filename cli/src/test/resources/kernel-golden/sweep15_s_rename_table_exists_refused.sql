-- ALTER TABLE t RENAME TO u where u exists is refused (Paimon: TableAlreadyExistException)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run ALTER TABLE RENAME TO
-- exit: 1
-- stderr: table 'default.u' already exists
CREATE TABLE t (k INT);
CREATE TABLE u (k INT);
ALTER TABLE t RENAME TO u;
SHOW TABLES;
