-- fields.<col>.default-value on a column added by ALTER: Paimon 1.4.2 no longer reads the option, so old files and new NULLs read as null (batch and streaming)
CREATE TABLE t (k INT, v INT, PRIMARY KEY (k) NOT ENFORCED);
INSERT INTO t VALUES (1, 10);
ALTER TABLE t ADD w STRING;
ALTER TABLE t SET ('fields.w.default-value' = 'old');
SELECT * FROM t;
INSERT INTO t VALUES (2, 20, CAST(NULL AS STRING));
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
