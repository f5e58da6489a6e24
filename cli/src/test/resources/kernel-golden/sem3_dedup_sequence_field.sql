-- SEMANTICS §3/§4: deduplicate with sequence.field; a late record loses
CREATE TABLE T (k INT, v STRING, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('sequence.field' = 'ts');
INSERT INTO T VALUES (1, 'new', 20), (2, 'x', 1);
INSERT INTO T VALUES (1, 'late', 10), (2, 'y', 1);
SELECT * FROM T;
