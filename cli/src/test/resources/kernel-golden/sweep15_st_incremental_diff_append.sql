-- incremental-between diff across an INSERT OVERWRITE of an append table: only the rows of the files added since the start (no -D for the rows the overwrite removed)
CREATE TABLE a (k INT, v STRING);
INSERT INTO a VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE a VALUES (3, 'c');
SELECT * FROM a$audit_log /*+ OPTIONS('incremental-between' = '1,2', 'incremental-between-scan-mode' = 'diff') */;
SELECT * FROM a /*+ OPTIONS('incremental-between' = '1,2', 'incremental-between-scan-mode' = 'diff') */;
