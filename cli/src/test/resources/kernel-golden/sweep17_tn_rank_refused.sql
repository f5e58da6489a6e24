-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- exit: 1
-- stderr: RANK() is not supported in streaming mode
-- RANK() Top-N: Flink refuses it on a streaming table
CREATE TABLE T (id INT, ev STRING, amt INT, ts INT);
INSERT INTO T VALUES (1, 'e1', 10, 1), (2, 'e2', 5, 1), (3, 'e1', 11, 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT ev, amt, r FROM (SELECT ev, amt, RANK() OVER (PARTITION BY ev ORDER BY ts DESC) AS r FROM T) WHERE r <= 1;
