"use client";
import { useEffect, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { selectClass } from "@/components/ui/field";

// The search box and plan filter of the admin's two user lists (the users table and the bulk
// e-mail recipient picker), and the GET /api/admin/users query they make.

const PLAN_CHOICES = [
  ["", "All plans"],
  ["free", "Free"],
  ["trial", "Trial"],
  ["pro", "PRO"],
] as const;

/** Search (settled for 300 ms before the server is asked), plan and page; a new filter starts at page 1. */
export function useUserFilters(pageSize: number, sort?: string) {
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");
  const [plan, setPlanValue] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [searchInput]);
  const setPlan = (value: string) => {
    setPlanValue(value);
    setPage(1);
  };
  const qs = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (sort) qs.set("sort", sort);
  if (search) qs.set("search", search);
  if (plan) qs.set("plan", plan);
  return { searchInput, setSearchInput, plan, setPlan, page, setPage, usersUrl: `/api/admin/users?${qs}` };
}

export type UserFilters = ReturnType<typeof useUserFilters>;

export function UserFilterFields({
  idPrefix,
  searchLabel,
  filters,
}: {
  idPrefix: string;
  searchLabel: string;
  filters: UserFilters;
}) {
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-search`}>{searchLabel}</Label>
        <Input
          id={`${idPrefix}-search`}
          type="search"
          value={filters.searchInput}
          onChange={(e) => filters.setSearchInput(e.target.value)}
          className="w-64"
          maxLength={100}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-plan`}>Plan</Label>
        <select
          id={`${idPrefix}-plan`}
          className={selectClass}
          value={filters.plan}
          onChange={(e) => filters.setPlan(e.target.value)}
        >
          {PLAN_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
