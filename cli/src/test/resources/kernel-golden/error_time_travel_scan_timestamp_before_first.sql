-- exit: 1
-- stderr: ERROR: statement 3
-- stderr: no snapshot earlier than or equal to timestamp
-- 'scan.timestamp' (local time) before the first snapshot fails, as in Paimon 1.4.2
CREATE TABLE t (id BIGINT, v STRING, PRIMARY KEY (id) NOT ENFORCED);
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t /*+ OPTIONS('scan.timestamp' = '1970-01-02') */;
