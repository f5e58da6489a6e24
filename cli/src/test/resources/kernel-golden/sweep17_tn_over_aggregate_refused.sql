-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- exit: 1
-- stderr: time attribute
-- an OVER aggregate (SUM) in streaming mode: Flink needs a time attribute to order by, a Paimon table read has none
CREATE TABLE T (id INT, ev STRING, amt INT, ts INT);
INSERT INTO T VALUES (1, 'e1', 10, 1), (2, 'e2', 5, 1), (3, 'e1', 11, 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM (SELECT ev, amt, SUM(amt) OVER (PARTITION BY ev ORDER BY ts) AS rn FROM T) WHERE rn < 20;
