-- exit: 1
-- stderr: ERROR: statement 1
-- record-level.expire-time without record-level.time-field is refused (Paimon: at the first write; Varve: at CREATE).
CREATE TABLE t (k INT, ts INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'record-level.expire-time' = '1 d');
INSERT INTO t VALUES (1, 0);
SELECT * FROM t;
