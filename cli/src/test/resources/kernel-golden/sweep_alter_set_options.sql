-- ALTER TABLE SET/RESET of options that change behaviour: ignore-delete on and off again, a sequence.field added later, an aggregate function changed
CREATE TABLE T (k INT, v STRING, ts BIGINT, PRIMARY KEY (k) NOT ENFORCED);
CREATE TABLE A (k INT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'fields.m.aggregate-function' = 'max');
INSERT INTO T VALUES (1, 'a', 5), (2, 'b', 5), (3, 'c', 5);
ALTER TABLE T SET ('ignore-delete' = 'true');
INSERT INTO T VALUES -D(1, 'a', 5);
ALTER TABLE T RESET ('ignore-delete');
INSERT INTO T VALUES -D(2, 'b', 5);
ALTER TABLE T SET ('sequence.field' = 'ts');
INSERT INTO T VALUES (3, 'c-late', 4), (1, 'a-new', 6);
INSERT INTO A VALUES (1, 5), (2, 1);
ALTER TABLE A SET ('fields.m.aggregate-function' = 'min');
INSERT INTO A VALUES (1, 7), (2, 0);
SELECT * FROM T;
SELECT * FROM A;
