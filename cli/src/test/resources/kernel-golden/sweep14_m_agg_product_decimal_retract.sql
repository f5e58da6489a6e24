-- product on DECIMAL and INT with retraction (one record per commit): a -U / -D divides (DECIMAL keeps its scale, INT divides as integers), sum on DECIMAL subtracts; batch rows after each step
CREATE TABLE A (k INT, p DECIMAL(10, 2), s DECIMAL(10, 2), q INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1',
  'fields.p.aggregate-function' = 'product', 'fields.s.aggregate-function' = 'sum', 'fields.q.aggregate-function' = 'product');
INSERT INTO A VALUES (1, 1.50, 1.25, 3);
INSERT INTO A VALUES (1, 3.00, 2.50, 4);
SELECT * FROM A;
INSERT INTO A VALUES -U(1, 1.50, 0.75, 3);
SELECT * FROM A;
INSERT INTO A VALUES -D(1, 0.25, 1.00, 5);
SELECT * FROM A;
