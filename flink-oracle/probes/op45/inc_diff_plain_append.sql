-- the diff scan mode on an append table after a DELETE through deletion vectors and an overwrite
CREATE TABLE a (k INT, v STRING) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO a VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE a VALUES (3, 'c');
SELECT 'plain', * FROM a /*+ OPTIONS('incremental-between' = '1,2', 'incremental-between-scan-mode' = 'diff') */;
SELECT 'audit', * FROM a$audit_log /*+ OPTIONS('incremental-between' = '1,2', 'incremental-between-scan-mode' = 'diff') */;
