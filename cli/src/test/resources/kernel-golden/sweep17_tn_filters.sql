-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no OVER / Top-N query
-- Top-N filters: rn = 2, BETWEEN with another condition, a flipped bound (1 >= rn), a qualified t.rn with a filter applied after the rank (the -U passes, the +U not), expressions in PARTITION BY / ORDER BY / the outer select
CREATE TABLE T (id INT, ev STRING, amt INT, ts INT);
INSERT INTO T VALUES (1, 'e1', 10, 1), (2, 'e2', 5, 1), (3, 'e1', 11, 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM (SELECT ev, amt, ROW_NUMBER() OVER (PARTITION BY ev ORDER BY ts) AS rn FROM T) WHERE rn = 2;
SELECT * FROM (SELECT ev, amt, ROW_NUMBER() OVER (PARTITION BY ev ORDER BY ts) AS rn FROM T) WHERE rn BETWEEN 1 AND 2 AND amt > 5;
SELECT * FROM (SELECT ev, amt, ROW_NUMBER() OVER (PARTITION BY ev ORDER BY ts DESC) AS rn FROM T) WHERE 1 >= rn;
SELECT ev, amt FROM (SELECT ev, amt, ROW_NUMBER() OVER (PARTITION BY ev ORDER BY ts DESC) AS rn FROM T WHERE amt > 1) t WHERE t.rn <= 1 AND amt < 11;
SELECT ev, amt * 2 AS a2 FROM (SELECT ev, amt, ROW_NUMBER() OVER (PARTITION BY UPPER(ev) ORDER BY amt + ts DESC) AS rn FROM T) WHERE rn = 1;
