-- 'scan.timestamp' in its string forms (date only, with seconds, with milliseconds) far in the future and past the first commit; FOR SYSTEM_TIME AS OF with a projection and WHERE
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter reads time travel only as SELECT *, not FOR SYSTEM_TIME AS OF with a projection
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (1, 'b'), (2, 'c');
SELECT * FROM t /*+ OPTIONS('scan.timestamp' = '2999-01-01') */;
SELECT * FROM t /*+ OPTIONS('scan.timestamp' = '2999-01-01 00:00:00.123') */;
SELECT v FROM t FOR SYSTEM_TIME AS OF TIMESTAMP '2999-01-01 00:00:00' WHERE k = 1;
