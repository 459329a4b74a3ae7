CREATE TABLE "picker_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"day" date NOT NULL,
	"float_fen" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'WAIT' NOT NULL,
	"cash_goods_fen" bigint,
	"return_cash_fen" bigint,
	"taken_pieces" integer,
	"returned_pieces" integer,
	"settled_name" text DEFAULT '' NOT NULL,
	"settled_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_bill_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"assignment_id" bigint,
	"return_item_id" bigint,
	"code" text NOT NULL,
	"order_no" text NOT NULL,
	"article_no" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"qty" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"staff_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"bill_no" text NOT NULL,
	"supplier_id" bigint NOT NULL,
	"day" date NOT NULL,
	"settle_mode" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	"goods_fen" bigint DEFAULT 0 NOT NULL,
	"refund_fen" bigint DEFAULT 0 NOT NULL,
	"amount_fen" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'WAIT_CONFIRM' NOT NULL,
	"paid_by" text,
	"pay_no" text,
	"paid_at" timestamp with time zone,
	"dispute_reason" text DEFAULT '' NOT NULL,
	"confirmed_name" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picker_settlements" ADD CONSTRAINT "picker_settlements_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_bill_lines" ADD CONSTRAINT "pickup_bill_lines_bill_id_pickup_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."pickup_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_bill_lines" ADD CONSTRAINT "pickup_bill_lines_assignment_id_pickup_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."pickup_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_bill_lines" ADD CONSTRAINT "pickup_bill_lines_return_item_id_return_items_id_fk" FOREIGN KEY ("return_item_id") REFERENCES "public"."return_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_bills" ADD CONSTRAINT "pickup_bills_tenant_id_accounts_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_bills" ADD CONSTRAINT "pickup_bills_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "picker_settlements_day" ON "picker_settlements" USING btree ("tenant_id","staff_id","day");--> statement-breakpoint
CREATE INDEX "pickup_bill_lines_bill" ON "pickup_bill_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_bill_lines_take" ON "pickup_bill_lines" USING btree ("assignment_id") WHERE assignment_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_bill_lines_refund" ON "pickup_bill_lines" USING btree ("return_item_id") WHERE return_item_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_bills_no" ON "pickup_bills" USING btree ("bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_bills_stall_day" ON "pickup_bills" USING btree ("tenant_id","supplier_id","day");--> statement-breakpoint
CREATE INDEX "pickup_bills_tenant" ON "pickup_bills" USING btree ("tenant_id","state","day");--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "pickup_bill_no_seq";
