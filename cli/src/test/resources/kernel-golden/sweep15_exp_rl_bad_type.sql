-- exit: 1
-- stderr: ERROR: statement 1
-- A record-level time field of type STRING is refused at CREATE.
CREATE TABLE t (k INT, ts STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'record-level.expire-time' = '1 d', 'record-level.time-field' = 'ts');
INSERT INTO t VALUES (1, 'x');
SELECT * FROM t;
