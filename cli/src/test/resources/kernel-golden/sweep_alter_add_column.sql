-- ALTER TABLE ADD a column: old files read it as NULL, new writes merge with old rows (deduplicate, partial-update, aggregation with a function set later by ALTER TABLE SET)
CREATE TABLE D (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE P (k INT, a STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'partial-update');
CREATE TABLE A (k INT, s BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.s.aggregate-function' = 'sum');
INSERT INTO D VALUES (1, 'a'), (2, 'b');
INSERT INTO P VALUES (1, 'a'), (2, 'b');
INSERT INTO A VALUES (1, 5), (2, 7);
ALTER TABLE D ADD n INT;
ALTER TABLE P ADD n INT;
ALTER TABLE A ADD n BIGINT;
SELECT * FROM D;
INSERT INTO D VALUES (1, 'a2', 10), (3, 'c', NULL);
INSERT INTO P VALUES (1, NULL, 10), (3, 'c', NULL);
INSERT INTO A VALUES (1, 1, 10), (3, 3, NULL);
ALTER TABLE A SET ('fields.n.aggregate-function' = 'sum');
INSERT INTO A VALUES (1, 1, 5), (2, 1, 4);
SELECT * FROM D;
SELECT * FROM P;
SELECT * FROM A;
